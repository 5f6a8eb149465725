// Where uploaded pictures' files live, behind one small interface (decision 050): the local disk under
// data/uploads/ (the embedded default) or an S3-compatible bucket (several app nodes). The models name files
// by random keys (images.server.ts); nothing here knows about members or posts.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import { getEnv } from "./env.server";

export type ImageStorage = {
  readonly kind: "disk" | "s3";
  /** Stores the bytes under `name` (complete or not at all). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under `name`. */
  get(name: string): Promise<Buffer | null>;
  /** Removes every name given; names already gone are fine. */
  remove(names: string[]): Promise<void>;
};

/** Our own names only (hex keys, a size, an extension): nothing that could walk out of the folder or bucket. */
const SAFE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

function checkName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not a stored image name: ${JSON.stringify(name)}`);
  return name;
}

/**
 * Files in one folder, two levels of sub-folders by the name's first characters (no folder grows to millions).
 * A write goes to a temporary file renamed into place, so a crash mid-write leaves no half file under the name.
 */
export function diskStorage(root: string): ImageStorage {
  const fileOf = (name: string) => path.join(root, name.slice(0, 2), checkName(name));
  return {
    kind: "disk",
    async put(name, bytes) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },
  };
}

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, ...): a PUT is whole or absent by the protocol. The SDK is
 * loaded here, by a node that stores on S3: one on the disk never loads it.
 */
export async function s3Storage(options: S3Options): Promise<ImageStorage & { client: S3Client }> {
  const { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    kind: "s3",
    client,
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkName(name), Body: bytes, ContentType: contentType }));
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkName(name) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        const code = (error as { name?: string; $metadata?: { httpStatusCode?: number } }).name;
        if (
          code === "NoSuchKey" ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async remove(names) {
      if (names.length === 0) return;
      // DeleteObjects takes up to 1,000 keys a call.
      for (let start = 0; start < names.length; start += 1000) {
        const Objects = names.slice(start, start + 1000).map((name) => ({ Key: checkName(name) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (answer.Errors?.length) throw new Error(`S3 refused to delete ${answer.Errors.length} object(s)`);
      }
    },
  };
}

/** The bucket, made by the first file stored or read: the server starts without the SDK (a fifth of a second). */
function lazyS3Storage(options: S3Options): ImageStorage {
  let bucket: Promise<ImageStorage> | undefined;
  const ready = () => (bucket ??= s3Storage(options));
  return {
    kind: "s3",
    put: async (name, bytes, contentType) => (await ready()).put(name, bytes, contentType),
    get: async (name) => (await ready()).get(name),
    remove: async (names) => (await ready()).remove(names),
  };
}

let current: ImageStorage | undefined;

/** The process's storage, from the environment: S3 when S3_BUCKET is set, else the disk under UPLOADS_DIR. */
export function imageStorage(): ImageStorage {
  if (current) return current;
  const env = getEnv();
  current = env.S3_BUCKET
    ? lazyS3Storage({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
      })
    : diskStorage(path.resolve(env.UPLOADS_DIR));
  return current;
}

/** Tests: run the models against another storage (the local S3 server), or back to the environment's. */
export function useImageStorage(storage: ImageStorage | undefined): void {
  current = storage;
}
