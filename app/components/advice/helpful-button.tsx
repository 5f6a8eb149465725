// Helpful: a toggle with its count. A plain form without JS; with JS the count changes at once.
// Posts to the question's like action (a question's Helpful is its like) or a response's helpful action.
import { EnhancedForm, useEnhancedFetcher, type ScriptedResult } from "~/components/ui/enhanced-form";

type ToggleResult = ScriptedResult & { liked?: boolean; likesCount?: number; helpful?: boolean; helpfulCount?: number };

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
  const { fetcher } = useEnhancedFetcher<ToggleResult>({ key: `helpful-${id}`, toasts: "failures" });
  let state = { pressed, count };
  const data = fetcher.data;
  if (data?.ok)
    state = { pressed: data.liked ?? data.helpful ?? pressed, count: data.likesCount ?? data.helpfulCount ?? count };
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
