import { InfoPage, InfoSection, infoPageMeta } from "~/components/landing/info-page";
import { useAppName } from "~/lib/root-data";

export const meta = infoPageMeta("Community Guidelines", "How we keep {appName} a kind, safe and useful community.");

export default function GuidelinesRoute() {
  const appName = useAppName();
  return (
    <InfoPage
      title="Community Guidelines"
      intro={`${appName} works because members look out for each other. These simple rules apply everywhere: posts, comments, messages, events, services and advice.`}
    >
      <InfoSection title="Be kind">
        <p>
          Treat other members the way you would like to be treated. Disagree with ideas, not people. Remember that many
          members are writing in their second or third language.
        </p>
      </InfoSection>

      <InfoSection title="No hate speech or harassment">
        <p>
          We do not allow content that attacks people because of their nationality, ethnicity, religion, gender, sexual
          orientation, disability or immigration status. Threats, bullying and repeated unwanted contact are not
          allowed.
        </p>
      </InfoSection>

      <InfoSection title="No scams or spam">
        <ul>
          <li>Describe services honestly, with clear prices and conditions.</li>
          <li>Never ask members for passwords, ID documents or payment outside an agreement you both understand.</li>
          <li>
            Don&rsquo;t post repetitive, misleading or purely promotional content, and don&rsquo;t mass-message members.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Respect privacy">
        <p>
          Don&rsquo;t share anyone else&rsquo;s personal details, photos or private messages without their permission.
          Be careful about what you share about yourself, such as your home address or visa documents.
        </p>
      </InfoSection>

      <InfoSection title="Give responsible advice">
        <p>
          Share your experience, but say when something is your opinion. For legal, medical, immigration or financial
          decisions, encourage members to check with a qualified professional.
        </p>
      </InfoSection>

      <InfoSection title="Report abuse">
        <p>
          If you see something that breaks these guidelines, email{" "}
          <a href="mailto:help@example.org">help@example.org</a> with a link to the content. Reports are confidential.
        </p>
      </InfoSection>

      <InfoSection title="Enforcement">
        <p>
          Administrators may remove content and suspend accounts that break these guidelines or our terms, with or
          without prior warning depending on how serious the problem is. Suspended members can write to us to ask for a
          review.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
