import { Link } from "~/components/ui/link";
import { InfoPage, InfoSection, infoPageMeta } from "~/components/landing/info-page";
import { useAppName } from "~/lib/root-data";

export const meta = infoPageMeta("Privacy Policy", "What data {appName} stores, why, and how you stay in control.");

export default function PrivacyRoute() {
  const appName = useAppName();
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`${appName} collects only what it needs to run the community. We don't sell your data, show ads or use third-party trackers.`}
    >
      <InfoSection title="What we store">
        <ul>
          <li>
            <strong>Account details</strong>: your first and last name, email address and a securely hashed password (we
            never store your password in plain text).
          </li>
          <li>
            <strong>Profile fields you choose to fill in</strong>: country of origin, current location, bio, skills,
            interests and profile picture.
          </li>
          <li>
            <strong>What you create</strong>: posts, comments, likes, events and RSVPs, service listings, advice
            questions, connection requests and private messages.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Cookies">
        <p>
          We use a single session cookie to keep you signed in. It is marked <strong>HttpOnly</strong>, so scripts in
          the page cannot read it, and it is used only for sign-in. We use no advertising, analytics or tracking
          cookies.
        </p>
      </InfoSection>

      <InfoSection title="No third-party trackers or ads">
        <p>
          Pages on {appName} do not load fonts, scripts or images from other companies. Default avatar images are
          generated on our own server, so your identity is never sent to an outside avatar service.
        </p>
      </InfoSection>

      <InfoSection title="Who can see your information">
        <p>
          Your name, profile picture, origin, location and public profile fields are visible to other signed-in members.
          Posts, events, services and advice questions are visible to signed-in members. Private messages are visible
          only to you and the person you are talking to. Administrators can see account details to moderate the
          community.
        </p>
      </InfoSection>

      <InfoSection title="Your control">
        <p>
          You can view and edit your profile at any time from your profile page. To get a copy of your data or to have
          your account deleted, contact us and we will act on your request within 30 days.
        </p>
      </InfoSection>

      <InfoSection title="Contact">
        <p>
          Questions about privacy? Email <a href="mailto:help@example.org">help@example.org</a> or visit our{" "}
          <Link to="/help">Help</Link> page.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
