// The member's data as a downloaded JSON file (the security page's form and POST /api/account/export).
import { exportAccount } from "~/models/export.server";
import type { Viewer } from "~/models/viewer";

export async function accountExportResponse(viewer: Viewer): Promise<Response> {
  const data = await exportAccount(viewer);
  const product = String(data.product)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${product || "account"}-data-${day}.json"`,
    },
  });
}
