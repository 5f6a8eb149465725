import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  redirect,
  ServerLandingPage,
  loadHome,
  homePageData,
  createPost,
  actionSuccess,
  formFailure,
  getViewer,
  redirectIfSuspended,
  requireUser,
  readForm,
  isMultipart,
  readUploadForm,
  MAX_PHOTOS_PER_POST,
  isPhotoError,
  requestTimeZone,
  pageT,
  getEnv,
  pageHandler,
  hiddenPanelPlace,
  hidePanelCookie,
} from "./_index.server";
import type { UploadedFile } from "~/models/images.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { BrowserLandingPage } from "~/components/landing/browser-landing-page";
import { HomePage } from "~/components/home/home-page";
import { isAppError } from "~/lib/errors";
import { useOptionalUser, dataTitleMeta } from "~/lib/page-context";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

const DAY_MS = 24 * 60 * 60 * 1000;

// Members see their home feed ("Home"); visitors the landing page with the product's tagline.
export const meta: MetaFunction<typeof loader> = (args) => [
  ...dataTitleMeta(args),
  ...(args.data?.description ? [{ name: "description", content: args.data.description }] : []),
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await getViewer(context);
    const t = await pageT(request, context, "home");
    const description = t("meta.description", { appName: getEnv().APP_NAME });
    if (!user) {
      await redirectIfSuspended(request);
      return { home: null, timeZone: null, title: t("meta.landingTitle"), description };
    }
    const params = new URL(request.url).searchParams;
    const cursor = params.get("cursor");
    try {
      const home = await loadHome(user, {
        cursor,
        scope: params.get("scope"),
        hiddenPanelPlaceId: hiddenPanelPlace(request),
      });
      // A member's first day: "Welcome", not "Welcome back".
      const firstDay = Date.parse(home.now) - new Date(user.createdAt).getTime() < DAY_MS;
      return {
        home: { ...homePageData(home), cursor, firstDay },
        timeZone: requestTimeZone(request, user),
        title: t("meta.homeTitle"),
        description,
      };
    } catch (error) {
      // A stale or hand-edited cursor starts the feed again rather than failing.
      if (isAppError(error) && error.status === 400) throw redirect("/");
      throw error;
    }
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "home");
    // The composer is multipart (its photos); a plain form is still taken.
    let form: Record<string, string> = { intent: "create-post" };
    let photos: UploadedFile[] = [];
    let alts: string[] = [];
    try {
      if (isMultipart(request)) {
        ({
          form,
          files: photos,
          alts,
        } = await readUploadForm(request, {
          fileField: "photos",
          altField: "alt",
          maxFiles: MAX_PHOTOS_PER_POST,
        }));
      } else form = await readForm(request);
      if (form.intent === "hide-getting-started") {
        const cookie = hidePanelCookie(request, form.placeId);
        if (!cookie) throw new Response("Unknown place", { status: 400 });
        const response = await actionSuccess(form, { toast: { type: "success", title: t("gettingStarted.hidden") } });
        response.headers.append("Set-Cookie", cookie);
        return response;
      }
      if (form.intent !== "create-post") throw new Response("Unknown action", { status: 400 });
      await createPost(user, form, form[SUBMISSION_FIELD], photos, uploadedSlots(form.photoIds, alts));
      return actionSuccess(form, { toast: { type: "success", title: t("toasts.postCreated") } });
    } catch (error) {
      // The photos are not kept (a browser cannot be given files back): the disclosure opens to choose them again.
      return formFailure({ ...form, photos: photos.length > 0 || isPhotoError(error) ? "1" : "" }, error, {
        message: t("toasts.postFailed"),
        keep: ["content", "type", "photos", "circleId", "language"],
      });
    }
  });
}

/** The photos the composer uploaded ahead: `photoIds` lists one per slot ("a,,b,"), each with its slot's alt. */
function uploadedSlots(photoIds: string | undefined, alts: string[]) {
  return (photoIds ?? "")
    .split(",")
    .slice(0, MAX_PHOTOS_PER_POST)
    .flatMap((id, slot) => (id ? [{ id, alt: alts[slot] ?? null }] : []));
}

// `/` is a member's home or a visitor's landing page. The server renders the landing page in place (it works
// without scripts); in the browser its code comes only for visitors (BrowserLandingPage).
function Landing() {
  // ServerLandingPage is empty in the browser's bundle (a .server module).
  const Page = ServerLandingPage ?? BrowserLandingPage;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

export default function Index() {
  const { home, timeZone } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const user = useOptionalUser();
  if (!home || !user) return <Landing />;
  return <HomePage user={user} data={home} timeZone={timeZone ?? "UTC"} failure={failure} />;
}
