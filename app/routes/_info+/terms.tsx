import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { InfoPage, InfoSection, InfoText, infoPageMeta } from "~/components/landing/info-page";
import { infoPageData, pageHandler } from "./terms.server";
import { useAppName } from "~/lib/page-context";

export const meta = infoPageMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    return infoPageData(request, context, "info", { title: "terms.title", description: "terms.description" });
  });
}

export default function TermsRoute() {
  const { t } = useTranslation("info");
  const appName = useAppName();
  return (
    <InfoPage title={t("terms.title")} intro={t("terms.intro", { appName })}>
      <InfoSection id="your-account" title={t("terms.account.title")}>
        <ul>
          <li>
            <InfoText k="terms.account.age" />
          </li>
          <li>
            <InfoText k="terms.account.accurate" />
          </li>
          <li>
            <InfoText k="terms.account.responsible" />
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="your-content" title={t("terms.content.title")}>
        <p>
          <InfoText k="terms.content.text" link="/guidelines" />
        </p>
      </InfoSection>

      <InfoSection id="services-and-events-between-members" title={t("terms.between.title")}>
        <p>
          <InfoText k="terms.between.text" />
        </p>
      </InfoSection>

      <InfoSection id="advice-is-not-professional-advice" title={t("terms.advice.title")}>
        <p>
          <InfoText k="terms.advice.text" />
        </p>
      </InfoSection>

      <InfoSection id="suspension-and-termination" title={t("terms.suspension.title")}>
        <p>
          <InfoText k="terms.suspension.text" />
        </p>
      </InfoSection>

      <InfoSection id="the-service" title={t("terms.service.title")}>
        <p>
          <InfoText k="terms.service.text" />
        </p>
      </InfoSection>

      <InfoSection id="changes-and-contact" title={t("terms.changes.title")}>
        <p>
          <InfoText k="terms.changes.text" link="/privacy" />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
