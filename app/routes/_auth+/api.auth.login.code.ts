// POST /api/auth/login/code { challenge, code }: the second step of an API sign-in for a member with
// two-factor sign-in on; answers as POST /api/auth/login does ({ token, id, expiresAt, user }).
import type { ActionFunctionArgs } from "@remix-run/node";
import { completeSignInChallenge } from "~/models/two-factor.server";
import { methodNotAllowed, readJsonBody, signInApi } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      const body = await readJsonBody(request);
      const { user, kind } = await completeSignInChallenge(body.challenge, body);
      return signInApi(request, user, 200, { kind, secondFactorDone: true });
    },
    { answerHasSecret: true },
  );
