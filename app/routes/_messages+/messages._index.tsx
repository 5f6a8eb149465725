import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/layout/page";

export default function NoConversationOpen() {
  const { t } = useTranslation("messages");
  return <EmptyState title={t("noneOpen.title")} description={t("noneOpen.description")} />;
}
