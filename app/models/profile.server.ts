// A member's own profile: saving it (page and PUT /api/profile) and changing the password.
import { db } from "~/server/db.server";
import { closeSessionSockets } from "~/realtime/bus.server";
import { AppError } from "~/lib/errors";
import { searchTextFor } from "~/lib/search-text";
import { parseInput } from "~/lib/validation";
import { hashPassword } from "~/server/password-hash.server";
import type { Locale } from "~/i18n/config";
import { localeSchema, passwordChangeSchemaWith, profileSchema } from "~/schemas/profile";
import { isCommonPassword } from "~/server/common-passwords.server";
import { publicUserSelect, toPublicUser, type PublicUser } from "./accounts.server";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";
import { writeEmailChangeMails } from "./email-verification.server";
import { resolvePlaceInput } from "./places.server";
import { checkCurrentPassword } from "./current-password.server";
import { limitMailTo } from "./address-mail-limit.server";
import { requireSignIn } from "./sign-in-acts.server";
import type { Access } from "./token-scope";

// Like registration (decision 007): not "another member has it", which would tell anyone who signs in
// whether an address has an account here.
const EMAIL_REFUSED = "We couldn't use this email address. Check it, or use another one.";
const PASSWORD_FOR_EMAIL = "Enter your current password to change your email";
const PASSWORD_WRONG = "Your current password is not right";

/**
 * Saves the profile fields the spec lists. Anything else in the input (role, status, id, passwordHash,
 * unknown keys) is ignored: the schema only knows these fields. A new email needs the current password
 * (a session left open somewhere must not be enough to take the account over).
 */
export async function updateProfile(
  viewer: Viewer,
  access: Access,
  input: Record<string, unknown>,
): Promise<PublicUser> {
  const data = parseInput(profileSchema, input, "Failed to update profile.");
  const place = await resolvePlaceInput({ text: data.currentLocation, placeId: input.placeId }, "currentLocation");
  const currentLocation = place ? place.label : null;
  await limitWrite(viewer.id, "profile");
  const own = await db.user.findUnique({
    where: { id: viewer.id },
    select: { email: true, passwordHash: true, movingPlaceId: true, secondHomeland: true },
  });
  if (!own) throw new AppError("unauthorized", "Not signed in");
  if (data.email !== own.email)
    await checkEmailChange(viewer, access, { ...own, email: data.email, oldEmail: own.email }, data.currentPassword);
  const arrived = place !== null && own.movingPlaceId === place.id;
  // Absent (an API client that predates it): kept, unless the first homeland is now gone or the same country.
  const countryOfOrigin = data.countryOfOrigin ?? null;
  const second = data.secondHomeland === undefined ? own.secondHomeland : data.secondHomeland;
  const secondHomeland = countryOfOrigin !== null && second !== countryOfOrigin ? second : null;
  try {
    const row = await db.$transaction(async (tx) => {
      const row = await tx.user.update({
        where: { id: viewer.id },
        data: {
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          countryOfOrigin,
          secondHomeland,
          currentLocation,
          placeId: place?.id ?? null,
          bio: data.bio ?? null,
          skills: JSON.stringify(data.skills),
          interests: JSON.stringify(data.interests),
          ...(data.languages !== undefined ? { languages: JSON.stringify(data.languages) } : {}),
          ...(data.locale !== undefined ? { locale: data.locale } : {}),
          searchText: searchTextFor({ ...data, secondHomeland, currentLocation }),
          // Arrived where they were moving (decision 067): the move is done.
          ...(arrived ? { movingPlaceId: null, movingLabel: null, movingMonth: null } : {}),
        },
        select: publicUserSelect,
      });
      // The move's joined circles are now their own ones.
      if (arrived) await tx.circleChoice.deleteMany({ where: { userId: viewer.id, byMove: true } });
      // A new address is unconfirmed until its link is used; the old one is told (decision 058).
      if (data.email !== own.email) await writeEmailChangeMails(tx, row, own.email);
      return row;
    });
    return toPublicUser(row);
  } catch (error) {
    // Another member took the address between the check and the write.
    if ((error as { code?: string }).code === "P2002")
      throw new AppError("conflict", EMAIL_REFUSED, { fields: { email: EMAIL_REFUSED } });
    throw error;
  }
}

// The password is checked before the address is looked up: a taken address costs the same hash as a free one.
async function checkEmailChange(
  viewer: Viewer,
  access: Access,
  { email, oldEmail, passwordHash }: { email: string; oldEmail: string; passwordHash: string },
  password: string | undefined,
) {
  requireSignIn(access);
  if (!password)
    throw new AppError("validation", PASSWORD_FOR_EMAIL, { fields: { currentPassword: PASSWORD_FOR_EMAIL } });
  if (!(await checkCurrentPassword(viewer.id, password, passwordHash)))
    throw new AppError("validation", PASSWORD_WRONG, { fields: { currentPassword: PASSWORD_WRONG } });
  const taken = await db.user.findFirst({ where: { email, NOT: { id: viewer.id } }, select: { id: true } });
  if (taken) throw new AppError("conflict", EMAIL_REFUSED, { fields: { email: EMAIL_REFUSED } });
  // The change mails both addresses (a link to the new one, a notice to the old): each within its hourly share.
  await limitMailTo(email);
  await limitMailTo(oldEmail);
}

/** The password change form with the server's list of common passwords. */
const passwordChangeOnServer = passwordChangeSchemaWith(isCommonPassword);

/**
 * Changes the password when the current one is right; every other session of the member (cookies and
 * API tokens) ends, and their sockets close. `keepTokenHash` is the session making the change.
 */
export async function changePassword(
  viewer: Viewer,
  access: Access,
  input: Record<string, unknown>,
  keepTokenHash: string | null,
): Promise<{ endedSessions: number }> {
  requireSignIn(access);
  const data = parseInput(passwordChangeOnServer, input, "Failed to change password.");
  await limitWrite(viewer.id, "profile");
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (!row || !(await checkCurrentPassword(viewer.id, data.currentPassword, row.passwordHash))) {
    throw new AppError("validation", PASSWORD_WRONG, { fields: { currentPassword: PASSWORD_WRONG } });
  }
  const passwordHash = await hashPassword(data.newPassword);
  const others = await db.session.findMany({
    where: { userId: viewer.id, ...(keepTokenHash ? { NOT: { tokenHash: keepTokenHash } } : {}) },
    select: { tokenHash: true },
  });
  await db.$transaction([
    db.user.update({ where: { id: viewer.id }, data: { passwordHash }, select: { id: true } }),
    db.session.deleteMany({
      where: { userId: viewer.id, tokenHash: { in: others.map((session) => session.tokenHash) } },
    }),
  ]);
  await Promise.all(others.map((session) => closeSessionSockets(session.tokenHash)));
  return { endedSessions: others.length };
}

/** "Not now" on the pick-your-city banner: it asked once (decision 053). */
export async function dismissPlacePrompt(viewer: Viewer): Promise<void> {
  await db.user.updateMany({ where: { id: viewer.id, placeAskedAt: null }, data: { placeAskedAt: new Date() } });
}

/** Saves the language a member chose from the language menu (decision 068). */
export async function saveLocale(viewer: Viewer, input: Record<string, unknown>): Promise<Locale> {
  const { locale } = parseInput(localeSchema, input, "Failed to change the language.");
  await db.user.update({ where: { id: viewer.id }, data: { locale }, select: { id: true } });
  return locale;
}
