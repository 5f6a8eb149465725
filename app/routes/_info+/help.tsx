import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { InfoPage, InfoSection, InfoText, infoPageMeta } from "~/components/landing/info-page";
import { infoPageData, pageHandler } from "./help.server";
import { useAppName } from "~/lib/page-context";

export const meta = infoPageMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    return infoPageData(request, context, "info", { title: "help.title", description: "help.description" });
  });
}

export default function HelpRoute() {
  const { t } = useTranslation("info");
  const appName = useAppName();
  return (
    <InfoPage title={t("help.title")} intro={t("help.intro", { appName })}>
      <InfoSection id="getting-started" title={t("help.gettingStarted.title")}>
        <ol>
          <li>
            <InfoText k="help.gettingStarted.account" link="/register" />
          </li>
          <li>
            <InfoText k="help.gettingStarted.profile" />
          </li>
          <li>
            <InfoText k="help.gettingStarted.areas" />
          </li>
        </ol>
      </InfoSection>

      <InfoSection id="account" title={t("help.account.title")}>
        <ul>
          <li>
            <InfoText k="help.account.signIn" link="/login" />
          </li>
          <li>
            <InfoText k="help.account.staySignedIn" />
          </li>
          <li>
            <InfoText k="help.account.edit" />
          </li>
          <li>
            <InfoText k="help.account.forgotten" />
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="contact" title={t("help.contact.title")}>
        <p>
          <InfoText k="help.contact.text" link="/guidelines" />
        </p>
      </InfoSection>

      <InfoSection id="social" title={t("help.social.title")}>
        <p>
          <InfoText k="help.social.active" />
        </p>
        <p>
          <InfoText k="help.social.noEmbeds" link="/register" />
        </p>
      </InfoSection>

      <InfoSection id="credits" title={t("help.credits.title")}>
        <p>
          <InfoText k="help.credits.text" />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
