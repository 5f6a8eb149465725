// /profile: your profile in view mode, or the edit form (`?edit=1`, a link, so it works without JS);
// Save posts here and comes back to view mode with the toast; Cancel is a link back. Change password
// is a second form on the same page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, PageShell, Avatar, CountryFlag, ShowToast } from "~/components/ui/kit";
import { PasswordChangeForm, ProfileEditForm } from "~/components/people/profile-forms";
import { TagList } from "~/components/people/tag-list";
import { SpokenLanguages } from "~/components/people/spoken-languages";
import { dataTitleMeta, useLocale } from "~/lib/page-context";
import {
  pageT,
  changePassword,
  dismissPlacePrompt,
  updateProfile,
  listBlocked,
  readForm,
  isMultipart,
  readUploadForm,
  removeProfilePicture,
  setProfilePicture,
  currentSessionHash,
  requireUser,
  actionSuccess,
  formFailure,
  pageHandler,
  clearMovingTo,
  setMovingTo,
  setWelcomeHelper,
  requestLocale,
} from "./profile.server";
import { countryOptions, useCountryName } from "~/lib/countries";
import { PROFILE_COUNTRIES } from "~/schemas/constants";
import { monthLabel } from "~/lib/moving";
import { BlockedList } from "~/components/people/block-controls";
import { ProfilePictureForm } from "~/components/people/profile-picture-form";
import { HelperForm, MovingForm } from "~/components/people/moving-forms";
import { HelperBadge } from "~/components/people/member-ui";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const edit = new URL(request.url).searchParams.get("edit") === "1";
    const t = await pageT(request, context, "profile");
    // The form's every country, only for the form (named and sorted here, so the page hydrates to the same).
    const countries = edit ? countryOptions(PROFILE_COUNTRIES, await requestLocale(request, context)) : [];
    return {
      title: t("title"),
      user,
      edit,
      countries,
      blocked: await listBlocked(user),
      now: new Date().toISOString(),
    };
  });
}

const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "countryOfOrigin",
  "secondHomeland",
  "currentLocation",
  "bio",
  "skills",
  "interests",
  "languages",
];

const LANGUAGE_BOX = "language-";

/** The ticked languages' codes, comma-separated, as the profile schema reads them. */
function languagesOfForm(form: Record<string, string>): string {
  return Object.keys(form)
    .filter((name) => name.startsWith(LANGUAGE_BOX))
    .map((name) => name.slice(LANGUAGE_BOX.length))
    .join(",");
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "profile");
    // The profile picture's form is multipart (a file); the others are plain forms.
    if (isMultipart(request)) {
      let form: Record<string, string> = { intent: "picture" };
      try {
        const upload = await readUploadForm(request, { fileField: "picture", maxFiles: 1 });
        form = upload.form;
        await setProfilePicture(user, upload.files[0] ?? null);
        return actionSuccess(form, {
          toast: { type: "success", title: t("toast.pictureSaved") },
          fallback: "/profile",
        });
      } catch (error) {
        return formFailure({ ...form, intent: "picture" }, error, {
          title: t("picture.title"),
          keep: ["intent"],
        });
      }
    }
    const form = await readForm(request);
    if (form.intent === "dismiss-place") {
      await dismissPlacePrompt(user);
      return actionSuccess(form, { fallback: "/" });
    }
    if (form.intent === "remove-picture") {
      await removeProfilePicture(user);
      return actionSuccess(form, {
        toast: { type: "success", title: t("toast.pictureRemoved") },
        fallback: "/profile",
      });
    }
    if (form.intent === "moving") {
      try {
        await setMovingTo(user, form);
        return actionSuccess(form, {
          toast: { type: "success", title: t("toast.movingSaved") },
          fallback: "/profile",
        });
      } catch (error) {
        return formFailure(form, error, { title: t("toast.movingFailed"), keep: ["intent", "city", "month"] });
      }
    }
    if (form.intent === "clear-moving") {
      await clearMovingTo(user);
      return actionSuccess(form, {
        toast: { type: "success", title: t("toast.movingCleared") },
        fallback: "/profile",
      });
    }
    if (form.intent === "helper") {
      // A checkbox is sent only when ticked.
      const updated = await setWelcomeHelper(user, { welcomeHelper: form.welcomeHelper === "on" });
      return actionSuccess(form, {
        toast: { type: "success", title: t(updated.welcomeHelper ? "toast.helperOn" : "toast.helperOff") },
        fallback: "/profile",
      });
    }
    if (form.intent === "password") {
      try {
        const { endedSessions } = await changePassword(user, await context.access(), form, currentSessionHash(request));
        return actionSuccess(form, {
          toast: {
            type: "success",
            title: t("toast.passwordChanged"),
            description: t("toast.sessionsEnded", { count: endedSessions }),
          },
          fallback: "/profile",
        });
      } catch (error) {
        return formFailure(form, error, { title: t("toast.passwordFailed"), keep: ["intent"] });
      }
    }
    // The languages I speak are one checkbox each ("language-es"), sent only when ticked (decision 069).
    if (form.languagesSent === "1") form.languages = languagesOfForm(form);
    try {
      await updateProfile(user, await context.access(), form);
      return actionSuccess(form, {
        toast: { type: "success", title: t("toast.updated") },
        fallback: "/profile",
      });
    } catch (error) {
      return formFailure(form, error, { message: t("toast.updateFailed"), keep: [...PROFILE_FIELDS, "intent"] });
    }
  });
}

export default function ProfilePage() {
  const { user, edit, countries, blocked, now } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const passwordFailure = failure?.initialValue.intent === "password" ? failure : undefined;
  const profileFailure = failure?.initialValue.intent === "profile" ? failure : undefined;
  const pictureFailure = failure?.initialValue.intent === "picture" ? failure : undefined;
  const movingFailure = failure?.initialValue.intent === "moving" ? failure : undefined;
  const editing = edit || Boolean(profileFailure);
  const { t } = useTranslation("profile");
  const countryName = useCountryName();
  const locale = useLocale();
  return (
    <PageShell
      title={t("title")}
      actions={
        editing ? null : (
          <Link to="/profile?edit=1" className="btn-primary">
            {t("edit")}
          </Link>
        )
      }
    >
      {editing ? (
        <ProfileEditForm
          user={user}
          countries={countries}
          failure={profileFailure}
          saving={navigation.state === "submitting"}
        />
      ) : (
        <section className="card flex flex-col gap-6 sm:flex-row" aria-label={t("yourProfile")}>
          <Avatar user={user} size={96} />
          <div className="min-w-0 space-y-3">
            <h2 className="text-xl font-bold" dir="auto">
              {`${user.firstName} ${user.lastName}`}
            </h2>
            <p className="text-gray-600">
              <CountryFlag country={user.countryOfOrigin} nameShown />{" "}
              {user.countryOfOrigin && user.secondHomeland ? (
                <>
                  <CountryFlag country={user.secondHomeland} nameShown />{" "}
                  {t("homelands", {
                    first: countryName(user.countryOfOrigin),
                    second: countryName(user.secondHomeland),
                  })}
                </>
              ) : user.countryOfOrigin ? (
                countryName(user.countryOfOrigin)
              ) : (
                t("homelandNotSet")
              )}
              {user.currentLocation ? (
                <>
                  {" · "}
                  <Trans
                    t={t}
                    i18nKey="livesIn"
                    values={{ place: user.currentLocation }}
                    components={{ place: <bdi dir="auto" /> }}
                  />
                </>
              ) : null}
            </p>
            {user.movingTo ? (
              <p className="text-gray-700">
                <Trans
                  t={t}
                  i18nKey="moving.movingTo"
                  values={{ city: user.movingTo.city, month: monthLabel(user.movingTo.month, locale) }}
                  components={{ city: <bdi dir="auto" /> }}
                />
              </p>
            ) : null}
            {user.welcomeHelper ? <HelperBadge /> : null}
            <p className="text-sm text-gray-600" dir="auto">
              {user.email}
            </p>
            {user.bio ? (
              <p className="whitespace-pre-line break-words text-gray-800" dir="auto">
                {user.bio}
              </p>
            ) : (
              <p className="text-gray-800">{t("noBio")}</p>
            )}
            <SpokenLanguages languages={user.languages} className="text-sm text-gray-700" />
            <TagSection label={t("skills")} tags={user.skills} />
            <TagSection label={t("interests")} tags={user.interests} />
            <Link
              to={`/members/${user.id}`}
              className="inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              {t("seeAsOthers")}
            </Link>
          </div>
        </section>
      )}
      <MovingForm movingTo={user.movingTo} failure={movingFailure} now={now} />
      <HelperForm welcomeHelper={user.welcomeHelper} />
      <ProfilePictureForm user={user} failure={pictureFailure} />
      <PasswordChangeForm failure={passwordFailure} />
      <p className="mt-6">
        <Link to="/settings/security" className="font-medium text-brand-700 hover:underline">
          {t("securityLink")}
        </Link>
        <span aria-hidden="true" className="mx-2 text-gray-400">
          ·
        </span>
        <Link to="/settings/mail" className="font-medium text-brand-700 hover:underline">
          {t("mailLink")}
        </Link>
        <span aria-hidden="true" className="mx-2 text-gray-400">
          ·
        </span>
        <Link to="/settings/calendar" className="font-medium text-brand-700 hover:underline">
          {t("calendarLink")}
        </Link>
      </p>
      <BlockedList members={blocked} />
      {failure ? <ShowToast toast={failure.toast} /> : null}
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className="btn-secondary">
          {t("logout")}
        </button>
      </Form>
    </PageShell>
  );
}

function TagSection({ label, tags }: { label: string; tags: string[] }) {
  const { t } = useTranslation("profile");
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-700">{label}</h3>
      {tags.length ? <TagList label={label} tags={tags} /> : <p className="text-sm text-gray-500">{t("noTags")}</p>}
    </div>
  );
}
