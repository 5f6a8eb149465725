// Helpful: a toggle with its count. A plain form without JS; with JS the count changes at once and the
// page's reload after the action settles it. Posts to the question's like action (a question's Helpful is
// its like) or a response's helpful action.
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";

export function HelpfulButton({
  id,
  action,
  pressed,
  count,
  returnTo,
}: {
  id: string;
  action: string;
  pressed: boolean;
  count: number;
  returnTo: string;
}) {
  const { fetcher } = useEnhancedFetcher({ key: `helpful-${id}` });
  let state = { pressed, count };
  if (fetcher.state !== "idle" && fetcher.formData)
    state = { pressed: !state.pressed, count: state.count + (state.pressed ? -1 : 1) };
  return (
    <EnhancedForm fetcher={fetcher} action={action} returnTo={returnTo}>
      <button
        type="submit"
        aria-pressed={state.pressed}
        aria-busy={fetcher.state !== "idle"}
        data-testid="helpful-button"
        className={`btn-ghost px-3 text-sm ${state.pressed ? "text-brand-700" : ""}`}
      >
        Helpful <span data-testid="helpful-count">{state.count}</span>
      </button>
    </EnhancedForm>
  );
}
