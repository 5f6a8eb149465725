import { Link } from "~/components/ui/link";
import { InfoPage, InfoSection, infoPageMeta } from "~/components/landing/info-page";
import { useAppName } from "~/lib/root-data";

export const meta = infoPageMeta("Terms of Service", "The rules for using {appName}.");

export default function TermsRoute() {
  const appName = useAppName();
  return (
    <InfoPage
      title="Terms of Service"
      intro={`By creating an account or using ${appName}, you agree to these terms. Please read them; they are short.`}
    >
      <InfoSection title="Your account">
        <ul>
          <li>You must be at least 16 years old to create an account.</li>
          <li>Give accurate information about yourself and keep your password secret.</li>
          <li>
            You are responsible for what happens under your account. Tell us straight away if you think it has been
            misused.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Your content">
        <p>
          You own what you post. By posting, you allow {appName} to store and show it to other members so the service
          can work. You must have the right to share anything you post, and it must follow our{" "}
          <Link to="/guidelines">Community Guidelines</Link>.
        </p>
      </InfoSection>

      <InfoSection title="Services and events between members">
        <p>
          Service listings and events are offered by members, not by {appName}. Any agreement, payment or meeting is
          between the members involved. Use your judgement, meet in public places and never share sensitive documents.
        </p>
      </InfoSection>

      <InfoSection title="Advice is not professional advice">
        <p>
          Answers in the community reflect personal experience. They are not legal, immigration, medical or financial
          advice; check with a qualified professional before making important decisions.
        </p>
      </InfoSection>

      <InfoSection title="Suspension and termination">
        <p>
          We may remove content or suspend or close accounts that break these terms or the guidelines. You may stop
          using {appName} at any time and ask us to delete your account.
        </p>
      </InfoSection>

      <InfoSection title="The service">
        <p>
          {appName} is provided free of charge and &ldquo;as is&rdquo;. We work hard to keep it available and secure but
          cannot guarantee it will always be uninterrupted or error-free, and we are not liable for losses arising from
          your use of it, except where the law says otherwise.
        </p>
      </InfoSection>

      <InfoSection title="Changes and contact">
        <p>
          We may update these terms; if the changes are significant we will tell members in the app. How we handle your
          data is explained in our <Link to="/privacy">Privacy Policy</Link>. Questions? Email{" "}
          <a href="mailto:help@example.org">help@example.org</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
