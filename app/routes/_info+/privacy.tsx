import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { InfoPage, InfoSection, InfoText, infoPageMeta } from "~/components/landing/info-page";
import { infoPageData, pageHandler } from "./privacy.server";
import { useAppName } from "~/lib/page-context";

export const meta = infoPageMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    return infoPageData(request, context, "info", { title: "privacy.title", description: "privacy.description" });
  });
}

export default function PrivacyRoute() {
  const { t } = useTranslation("info");
  const appName = useAppName();
  return (
    <InfoPage title={t("privacy.title")} intro={t("privacy.intro", { appName })}>
      <InfoSection id="what-we-store" title={t("privacy.store.title")}>
        <ul>
          <li>
            <InfoText k="privacy.store.account" />
          </li>
          <li>
            <InfoText k="privacy.store.profile" />
          </li>
          <li>
            <InfoText k="privacy.store.content" />
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="cookies" title={t("privacy.cookies.title")}>
        <p>
          <InfoText k="privacy.cookies.text" />
        </p>
      </InfoSection>

      <InfoSection id="no-third-party-trackers-or-ads" title={t("privacy.trackers.title")}>
        <p>
          <InfoText k="privacy.trackers.text" />
        </p>
      </InfoSection>

      <InfoSection id="who-can-see-your-information" title={t("privacy.visibility.title")}>
        <p>
          <InfoText k="privacy.visibility.text" />
        </p>
      </InfoSection>

      <InfoSection id="your-control" title={t("privacy.control.title")}>
        <p>
          <InfoText k="privacy.control.text" />
        </p>
      </InfoSection>

      <InfoSection id="contact" title={t("privacy.contact.title")}>
        <p>
          <InfoText k="privacy.contact.text" link="/help" />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
