// /members/{id}/block: without JS, the confirmation page the Block button leads to (decision 036). POST blocks
// (intent=block, from that page or the dialog) or unblocks (intent=unblock: Unblock on /profile, Undo in the
// block's toast). The JSON API is /api/users/:id/block.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { blockConfirmation, blockPath } from "~/components/people/block-controls";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { dataTitleMeta } from "~/lib/page-context";
import {
  pageT,
  blockMember,
  unblockMember,
  getMember,
  readForm,
  requireUser,
  safeRedirect,
  actionFailure,
  actionSuccess,
  invariantResponse,
  pageHandler,
} from "./members.$id_.block.server";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const member = await getMember(user, params.id);
    invariantResponse(member.id !== user.id, "You cannot block yourself", 409);
    const t = await pageT(request, context, "people");
    return {
      title: t("block.pageTitle"),
      member: { id: member.id, name: `${member.firstName} ${member.lastName}` },
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), `/members/${member.id}`),
    };
  });
}

/** Where a block lands: a page about the member is gone for the blocker (their thread, their profile). */
function afterBlock(returnTo: unknown): string {
  const asked = safeRedirect(returnTo, "/discover");
  if (asked.startsWith("/messages/")) return "/messages";
  if (asked.startsWith("/members/")) return "/discover";
  return asked;
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const unblock = form.intent === "unblock";
    const t = await pageT(request, context, "people");
    try {
      if (unblock) {
        await unblockMember(user, params.id);
        return actionSuccess(form, {
          toast: { type: "success", title: t("block.unblocked"), description: t("block.unblockedBody") },
          fallback: "/profile",
        });
      }
      const { userId } = await blockMember(user, params.id);
      const back = afterBlock(form.returnTo);
      return actionSuccess(
        { ...form, returnTo: back },
        {
          toast: {
            type: "success",
            title: t("block.blocked"),
            description: t("block.blockedBody"),
            // Undo where it is cheap: the unblock is one more form, back to the same page.
            action: {
              label: t("block.undo"),
              action: blockPath(userId),
              fields: { intent: "unblock", returnTo: back },
            },
          },
          fallback: back,
        },
      );
    } catch (error) {
      return actionFailure(form, error, t(unblock ? "block.unblockFailed" : "block.blockFailed"), "/profile");
    }
  });
}

export default function BlockMemberPage() {
  const { member, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("people");
  return (
    <ConfirmPage confirmation={blockConfirmation(t, member.name)} returnTo={returnTo} fields={{ intent: "block" }} />
  );
}
