// The public folder's own files (favicon and the like), listed once at start. The server hands only a
// request for one of them to express.static: every other page and API call used to cost a file-system
// stat (and, for "/", a look for index.html) before reaching Remix (issue 13).
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** URL paths ("/favicon.svg") of the files under `root`, except those under the `skip` folders. */
export function listPublicFiles(root: string, skip: string[] = []): Set<string> {
  const files = new Set<string>();
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    // parentPath from Node 20.12; `path` before it.
    const folder = entry.parentPath ?? (entry as unknown as { path: string }).path;
    const path = `/${relative(root, join(folder, entry.name)).split(sep).join("/")}`;
    if (skip.some((folder) => path.startsWith(`/${folder}/`))) continue;
    files.add(path);
  }
  return files;
}

/** Whether a request path (percent-encoded, as Express gives it) names one of the files. */
export function isPublicFile(files: Set<string>, requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  return files.has(decoded);
}
