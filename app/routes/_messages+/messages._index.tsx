import { useTranslation } from "~/i18n/react";
import { EmptyState } from "~/components/ui/kit";

export default function NoConversationOpen() {
  const { t } = useTranslation("messages");
  return <EmptyState title={t("noneOpen.title")} description={t("noneOpen.description")} />;
}
