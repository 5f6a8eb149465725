// The hourly sweep, run as the repeatable "cleanup" job (app/server/jobs; once an hour across all nodes).
// An expired session is deleted when it is next presented; one never presented again would stay forever, so
// the sweep deletes them (an indexed DELETE on expiresAt). The same sweep deletes forms' one-time tokens older
// than a day (decision 031), expired two-factor and passkey challenges, expired reset and verification tokens,
// finished jobs, mail older than 30 days, data exports past their 7 days, photos uploaded ahead of a post that
// never came (after a day), and once-only mail keys after 60 days. On PostgreSQL it also moves the search index's
// windows of the newest items forward (decision 080).
import { deleteExpiredSessions } from "~/models/accounts.server";
import { deleteExpiredExports } from "~/models/data-exports.server";
import { deleteExpiredAccountTokens } from "~/models/account-tokens.server";
import { deleteFinishedJobs } from "~/models/jobs.server";
import { deleteOldMail } from "~/models/mail.server";
import { deleteOldSentKeys } from "~/models/notification-mail.server";
import { deleteExpiredChallenges } from "~/models/two-factor.server";
import { deleteExpiredPasskeyChallenges } from "~/models/passkeys.server";
import { deleteExpiredSubmissions } from "~/models/submissions.server";
import { deleteAbandonedUploads } from "~/models/images.server";
import { trimSearchWindows } from "~/models/search-window.server";

/** Every sweep at once; answers how many rows each removed. A failure fails the job, which retries. */
export async function sweepExpired(now = new Date()): Promise<Record<string, number>> {
  const sweeps: Record<string, Promise<number>> = {
    sessions: deleteExpiredSessions(now),
    submissions: deleteExpiredSubmissions(now),
    challenges: deleteExpiredChallenges(now),
    passkeyChallenges: deleteExpiredPasskeyChallenges(now),
    accountTokens: deleteExpiredAccountTokens(now),
    jobs: deleteFinishedJobs(now),
    mail: deleteOldMail(now),
    exports: deleteExpiredExports(now),
    uploads: deleteAbandonedUploads(now),
    sentKeys: deleteOldSentKeys(now),
    searchWindows: trimSearchWindows(),
  };
  const counts = await Promise.all(Object.values(sweeps));
  return Object.fromEntries(Object.keys(sweeps).map((name, index) => [name, counts[index]!]));
}
