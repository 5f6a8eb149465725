import { Link } from "~/components/ui/link";
import { InfoPage, InfoSection, infoPageMeta } from "~/components/landing/info-page";
import { PLACE_COPY } from "~/copy/places";
import { useAppName } from "~/lib/root-data";

export const meta = infoPageMeta(
  "Help",
  "Get started with {appName}, manage your account and find out how to reach us.",
);

export default function HelpRoute() {
  const appName = useAppName();
  return (
    <InfoPage
      title="Help"
      intro={`Everything you need to get going on ${appName}, and how to reach us when you're stuck.`}
    >
      <InfoSection id="getting-started" title="Getting started">
        <ol>
          <li>
            <Link to="/register">Create your free account</Link>: it takes about 30 seconds. Only your name, email and a
            password are required.
          </li>
          <li>
            Complete your profile with your country of origin, where you live now, your skills and your interests, so
            the right people can find you.
          </li>
          <li>
            Use <strong>Discover</strong> to find members, <strong>Events</strong> to join meetups,{" "}
            <strong>Services</strong> to offer or request help and <strong>Advice</strong> to ask questions.
          </li>
        </ol>
      </InfoSection>

      <InfoSection id="account" title="Account & sign-in">
        <ul>
          <li>
            Sign in on the <Link to="/login">sign-in page</Link> with the email address and password you registered
            with. Passwords must be at least 6 characters long.
          </li>
          <li>You stay signed in on this browser until you choose Logout from the top bar.</li>
          <li>You can change your name, location, bio, skills and interests at any time from your profile page.</li>
          <li>
            Forgotten your password or want your account deleted? Write to us from the email address you registered with
            and we will help.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="contact" title="Contact us">
        <p>
          Email <a href="mailto:help@example.org">help@example.org</a>. We usually answer within two working days. To
          report abusive content or behaviour, please include a link to the post or profile concerned; see also our{" "}
          <Link to="/guidelines">Community Guidelines</Link>.
        </p>
      </InfoSection>

      <InfoSection id="social" title="Find us on social networks">
        <p>
          The {appName} community is active on Facebook, Instagram, X (Twitter) and LinkedIn. Search for{" "}
          <strong>{appName}</strong> on your favourite network to follow our news, event highlights and member stories.
        </p>
        <p>
          We deliberately don&rsquo;t embed or link to those networks from this site, so that visiting {appName} never
          shares your browsing with third parties. The best place to meet the community is right here: it&rsquo;s free
          to <Link to="/register">join</Link>.
        </p>
      </InfoSection>

      <InfoSection id="credits" title={PLACE_COPY.creditsTitle}>
        <p>{PLACE_COPY.credit}</p>
      </InfoSection>
    </InfoPage>
  );
}
