// Mail about an account to one address: reset links, confirmation links ("Send the link again") and the
// notices of a change of address share one budget per address, so nobody can make the app flood a mailbox
// (a third party's address typed as one's own, changed back and forth, or asked a link for again and again).
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { consume, createLimiter } from "~/server/rate-limit.server";

/** Account mails one address may be sent in an hour. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

let limiter: RateLimiterAbstract | undefined;

/** Counts one mail to `address` (case does not matter); 429 when the address has had its share this hour. */
export async function limitMailTo(address: string): Promise<void> {
  limiter ??= createLimiter({ keyPrefix: "mail-to-address", points: MAILS_PER_ADDRESS_PER_HOUR, duration: 60 * 60 });
  await consume(limiter, address.trim().toLowerCase());
}
