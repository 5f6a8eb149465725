// "Ask Question" on /advice: a link to /advice/new without JS; with JS a dialog holding the same form, fetched
// when the member reaches for the button (FormDialog).
import { useTranslation } from "~/i18n/react";
import { FormDialog, lazyForm } from "~/components/layout/form-dialog";

const { Form: AskQuestionForm, load } = lazyForm(() =>
  import("./ask-question").then((module) => module.AskQuestionForm),
);

export function AskQuestionButton() {
  const { t } = useTranslation("advice");
  return (
    <FormDialog label={t("ask.button")} page="/advice/new" title={t("ask.dialogTitle")} id="ask-question" load={load}>
      {(close) => <AskQuestionForm id="ask-question" onSaved={close} />}
    </FormDialog>
  );
}
