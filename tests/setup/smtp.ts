// A real SMTP server inside the test process (the `smtp-server` package): the app's nodemailer transport talks
// SMTP to it, and the test reads what arrived. `stop()` then `start()` on the same port is "SMTP down, then up".
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export async function startSmtp() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return { url: `smtp://127.0.0.1:${port}`, port, received, start, stop };
}

/** A quoted-printable or plain body made readable: soft line breaks joined, =3D back to "=". */
export function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
