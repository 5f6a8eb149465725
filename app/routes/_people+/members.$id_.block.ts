// POST blocks (intent=block) or unblocks (intent=unblock) a member: the form target of the Block button
// on a profile and of Unblock on /profile. The JSON API is /api/users/:id/block.
import type { ActionFunctionArgs } from "@remix-run/node";
import { blockMember, unblockMember } from "~/models/blocks.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const unblock = form.intent === "unblock";
    try {
      if (unblock) {
        await unblockMember(user, params.id);
        return actionSuccess(form, {
          toast: { type: "success", title: "Unblocked", description: "You can see each other again." },
          fallback: "/profile",
        });
      }
      await blockMember(user, params.id);
      // Their profile and thread are no longer available to the blocker: back to Discover (or Messages, from a thread).
      const asked = typeof form.returnTo === "string" ? form.returnTo : "";
      const back =
        asked === "/messages" || asked === "/discover" || asked.startsWith("/discover?") ? asked : "/discover";
      return actionSuccess(
        { ...form, returnTo: back },
        {
          toast: {
            type: "success",
            title: "Blocked",
            description: "You will not see each other anywhere. Unblock from your profile.",
          },
          fallback: back,
        },
      );
    } catch (error) {
      return actionFailure(form, error, unblock ? "Failed to unblock." : "Failed to block.", "/profile");
    }
  });
}

export const loader = methodNotAllowed;
