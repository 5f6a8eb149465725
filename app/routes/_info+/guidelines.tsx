import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { InfoPage, InfoSection, InfoText, infoPageMeta } from "~/components/landing/info-page";
import { infoPageData, pageHandler } from "./guidelines.server";
import { useAppName } from "~/lib/page-context";

export const meta = infoPageMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    return infoPageData(request, context, "info", { title: "guidelines.title", description: "guidelines.description" });
  });
}

export default function GuidelinesRoute() {
  const { t } = useTranslation("info");
  const appName = useAppName();
  return (
    <InfoPage title={t("guidelines.title")} intro={t("guidelines.intro", { appName })}>
      <InfoSection id="be-kind" title={t("guidelines.kind.title")}>
        <p>
          <InfoText k="guidelines.kind.text" />
        </p>
      </InfoSection>

      <InfoSection id="no-hate-speech-or-harassment" title={t("guidelines.hate.title")}>
        <p>
          <InfoText k="guidelines.hate.text" />
        </p>
      </InfoSection>

      <InfoSection id="no-scams-or-spam" title={t("guidelines.scams.title")}>
        <ul>
          <li>
            <InfoText k="guidelines.scams.honest" />
          </li>
          <li>
            <InfoText k="guidelines.scams.neverAsk" />
          </li>
          <li>
            <InfoText k="guidelines.scams.noSpam" />
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="respect-privacy" title={t("guidelines.privacy.title")}>
        <p>
          <InfoText k="guidelines.privacy.text" />
        </p>
      </InfoSection>

      <InfoSection id="give-responsible-advice" title={t("guidelines.advice.title")}>
        <p>
          <InfoText k="guidelines.advice.text" />
        </p>
      </InfoSection>

      <InfoSection id="report-abuse" title={t("guidelines.report.title")}>
        <p>
          <InfoText k="guidelines.report.text" />
        </p>
      </InfoSection>

      <InfoSection id="enforcement" title={t("guidelines.enforcement.title")}>
        <p>
          <InfoText k="guidelines.enforcement.text" />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
