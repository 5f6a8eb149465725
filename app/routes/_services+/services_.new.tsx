// /services/new: Post Service as a page of its own (the list's dialog posts here too, with JS).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { FormPage } from "~/components/layout/form-page";
import { ServiceForm } from "~/components/services/service-form";
import { createService } from "~/models/services.server";
import { titleMeta } from "~/lib/page-title";
import { readForm } from "~/web/form-body.server";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { SERVICE_FORM_FIELDS } from "~/schemas/services";
import { requireUser } from "~/web/guards.server";
import { actionSuccess, formFailure } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Post Service");

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireUser(request, context);
    return null;
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      await createService(user, form, form[SUBMISSION_FIELD]);
      return actionSuccess(form, {
        toast: { type: "success", title: "Service posted successfully!" },
        fallback: "/services",
      });
    } catch (error) {
      return formFailure(form, error, { message: "Failed to create service.", keep: SERVICE_FORM_FIELDS });
    }
  });
}

export default function NewServicePage() {
  const failure = useActionData<typeof action>();
  return (
    <FormPage
      title="Post a service"
      subtitle="Offer your skills, or ask for the help you need."
      back={{ to: "/services", label: "Back to services" }}
      failure={failure}
    >
      <ServiceForm id="post-service-page" action="/services/new" submitLabel="Post Service" failure={failure} />
    </FormPage>
  );
}
