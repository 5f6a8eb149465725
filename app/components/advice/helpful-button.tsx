// Helpful: a toggle with its count. A plain form without JS; with JS the count changes at once, requests go
// one at a time and the screen ends in the server's state (useSettledToggle). Posts to the question's like
// action (a question's Helpful is its like) or a response's helpful action.
import { useTranslation } from "~/i18n/react";
import { EnhancedForm, PRESSED_FIELD, useSettledToggle } from "~/components/ui/kit";

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
  const { t } = useTranslation("advice");
  const state = useSettledToggle({ key: `helpful-${id}`, pressed, count });
  return (
    <EnhancedForm
      fetcher={state.fetcher}
      formRef={state.formRef}
      onSubmit={state.onSubmit}
      action={action}
      returnTo={returnTo}
    >
      <input type="hidden" name={PRESSED_FIELD} value={String(!state.pressed)} />
      <button
        type="submit"
        aria-pressed={state.pressed}
        aria-busy={state.busy || undefined}
        data-testid="helpful-button"
        className={`act text-sm${state.pressed ? " text-brand-700" : ""}`}
      >
        {t("helpful.button")} <span data-testid="helpful-count">{state.count}</span>
      </button>
    </EnhancedForm>
  );
}
