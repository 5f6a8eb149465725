// A push service inside the test process (like tests/setup/smtp.ts): an HTTP endpoint that receives what the app
// sends with web-push, answers with the status the test chooses, and hands each push to the test. The test holds
// the browser's side: a P-256 key pair and an auth secret (node:crypto), so it decrypts the aes128gcm body
// (RFC 8291) and checks the VAPID Authorization header (RFC 8292: an ES256 JWT and the server's public key).
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { freePort } from "./free-port";

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A browser's subscription keys: what `PushSubscription.toJSON()` gives, and the private half it keeps. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm push body, with the browser's private key. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02 then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT's ES256 signature checked with k. Answers its claims and key. */
export function verifyVapid(header: string | undefined): { claims: Record<string, unknown>; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match;
  const [head, claims, signature] = jwt.split(".");
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString());
  if (header64.alg !== "ES256") throw new Error(`alg ${header64.alg}`);
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("VAPID signature does not verify");
  return { claims: JSON.parse(Buffer.from(claims, "base64url").toString()), key };
}

/** Starts the push service. `answer` picks each push's status (and headers); 201 by default. */
export async function startPushService() {
  const port = await freePort();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let answer: (push: ReceivedPush) => { status: number; headers?: Record<string, string> } = () => ({ status: 201 });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const push = { path: request.url ?? "/", headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      const { status, headers } = answer(push);
      response.writeHead(status, headers).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    /** A new subscription on this service: its endpoint and the browser's keys. */
    subscription(name: string) {
      const keys = browserKeys();
      return {
        keys,
        json: { endpoint: `http://127.0.0.1:${port}/push/${name}`, expirationTime: null, keys: keys.json },
      };
    },
    answerWith(next: typeof answer) {
      answer = next;
    },
    /** Resolves once `count` pushes in all have arrived. */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
