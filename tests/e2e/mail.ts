// Mail the e2e server's job runner wrote (no SMTP_URL: the rows are the outbox), for the notification-mail specs.
import { expect, type APIRequestContext } from "@playwright/test";
import { model, registerMember } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Waits for the server's job runner to write the member's mail of `kind`; answers its headers and text. */
export async function mailOf(userId: string, kind: string) {
  const { db } = await model();
  let mail: { headers: string; text: string } | null = null;
  await expect
    .poll(
      async () =>
        (mail = await db.mail.findFirst({ where: { userId, kind }, select: { headers: true, text: true } })) !== null,
      { timeout: 15_000 },
    )
    .toBe(true);
  return { headers: JSON.parse(mail!.headers) as Record<string, string>, text: mail!.text };
}

/** A member attending an event its organizer then cancels: the member's cancellation mail. */
export async function cancellationMail(request: APIRequestContext) {
  const [organizer, guest] = [await registerMember(request), await registerMember(request)];
  const created = await request.post("/api/events", {
    headers: auth(organizer.token),
    data: { title: "Mail test supper", eventDate: inDays(3), location: "Berlin" },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const rsvp = await request.post(`/api/events/${id}/rsvp`, {
    headers: auth(guest.token),
    data: { status: "attending" },
  });
  expect(rsvp.status()).toBe(200);
  expect((await request.post(`/api/events/${id}/cancel`, { headers: auth(organizer.token) })).status()).toBe(200);
  return { guest, mail: await mailOf(guest.id, "notify-events") };
}
