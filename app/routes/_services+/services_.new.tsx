// /services/new: Post Service as a page of its own (the list's dialog posts here too, with JS).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FormPage } from "~/components/layout/form-page";
import { ServiceForm } from "~/components/services/service-form";
import {
  createService,
  pageT,
  readForm,
  requireUser,
  actionSuccess,
  formFailure,
  pageHandler,
} from "./services_.new.server";
import { dataTitleMeta } from "~/lib/page-context";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { SERVICE_FORM_FIELDS } from "~/schemas/services";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireUser(request, context);
    const t = await pageT(request, context, "services");
    // The feed composer's Service chip brings what the member had typed there (issue 43).
    const description = new URL(request.url).searchParams.get("content") ?? "";
    return { title: t("post.button"), description };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "services");
    try {
      await createService(user, form, form[SUBMISSION_FIELD]);
      return actionSuccess(form, {
        toast: { type: "success", title: t("post.posted") },
        fallback: "/services",
      });
    } catch (error) {
      return formFailure(form, error, { message: t("post.failed"), keep: SERVICE_FORM_FIELDS });
    }
  });
}

export default function NewServicePage() {
  const { description } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("services");
  return (
    <FormPage
      title={t("post.title")}
      subtitle={t("post.subtitle")}
      back={{ to: "/services", label: t("post.back") }}
      failure={failure}
    >
      <ServiceForm
        id="post-service-page"
        action="/services/new"
        submitLabel={t("post.button")}
        initial={{ description }}
        failure={failure}
      />
    </FormPage>
  );
}
