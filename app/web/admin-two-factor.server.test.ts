// REQUIRE_ADMIN_2FA=1: an admin without two-factor sign-in is sent to set it up (pages) or refused (API).
import { accessOf } from "~/models/token-scope";
import { generate } from "otplib";
import type { AppLoadContext } from "@remix-run/node";
import { createMember } from "../../tests/setup/factories";
import { getEnv } from "~/server/env.server";
import { beginTwoFactorSetup, confirmTwoFactorSetup, twoFactorStatus } from "~/models/two-factor.server";
import { grantAdminByEmail } from "~/models/accounts.server";
import { requireAdmin } from "./guards.server";

async function adminContext() {
  const { user } = await createMember();
  const admin = await grantAdminByEmail(user.email);
  return {
    admin,
    context: { viewer: async () => admin, access: async () => accessOf(null) } as unknown as AppLoadContext,
  };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("REQUIRE_ADMIN_2FA", () => {
  const env = getEnv();
  const before = env.REQUIRE_ADMIN_2FA;
  beforeAll(() => {
    (env as { REQUIRE_ADMIN_2FA: string }).REQUIRE_ADMIN_2FA = "1";
  });
  afterAll(() => {
    (env as { REQUIRE_ADMIN_2FA: string }).REQUIRE_ADMIN_2FA = before;
  });

  it("sends an admin without it to the security page, refuses the API, and opens once it is on", async () => {
    const { admin, context } = await adminContext();
    const page = await thrown(requireAdmin(new Request("http://x/admin"), context));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/settings/security");
    const api = await thrown(
      requireAdmin(new Request("http://x/api/admin/users", { headers: { Authorization: "Bearer t" } }), context),
    );
    expect(api.status).toBe(403);

    await beginTwoFactorSetup(admin, accessOf(null));
    const status = await twoFactorStatus(admin);
    if (status.state !== "setup") throw new Error("not in setup");
    await confirmTwoFactorSetup(admin, accessOf(null), { code: await generate({ secret: status.secret }) });
    await expect(requireAdmin(new Request("http://x/admin"), context)).resolves.toMatchObject({ id: admin.id });
  });
});
