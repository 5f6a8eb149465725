import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { ShowToast, useShowToast } from "~/components/ui/toaster";
import { registerUser } from "~/models/auth.server";
import { REGISTRATION_COUNTRIES } from "~/models/constants";
import { registerProblem } from "~/schemas/auth";
import { requireAnonymous } from "~/utils/auth.server";
import { formFailure, signInBrowser } from "~/utils/page-response.server";
import { getEnv } from "~/utils/env.server";
import type { FormFailure } from "~/utils/form-errors";
import { useAppName } from "~/utils/root-data";
import { readForm } from "~/utils/form-body.server";

export const meta: MetaFunction = () => [{ title: "Create Account" }];

const KEEP = ["firstName", "lastName", "email", "countryOfOrigin", "currentLocation"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  try {
    const user = await registerUser(form, context.clientIp);
    return await signInBrowser(request, user, "/", {
      title: `Welcome to ${getEnv().APP_NAME}!`,
      description: "Your account has been created successfully.",
    });
  } catch (error) {
    return formFailure(form, error, { title: "Registration failed", keep: KEEP });
  }
}

export default function RegisterPage() {
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const showToast = useShowToast();
  const appName = useAppName();
  const values = failure?.values ?? {};
  const errors = failure?.fields ?? {};

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const problem = registerProblem(Object.fromEntries(new FormData(event.currentTarget)));
    if (problem) {
      event.preventDefault();
      showToast({ id: crypto.randomUUID(), type: "error", title: problem.title, description: problem.description });
    }
  }

  return (
    <AuthCard title="Create Account" subtitle={`Join ${appName} — it's free and takes 30 seconds.`}>
      <ShowToast toast={failure?.toast} />
      <Form method="post" action="/register" noValidate onSubmit={validate} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="firstName" name="firstName" label="First Name*" autoComplete="given-name" required maxLength={50} defaultValue={values.firstName} error={errors.firstName} />
          <TextField id="lastName" name="lastName" label="Last Name*" autoComplete="family-name" required maxLength={50} defaultValue={values.lastName} error={errors.lastName} />
        </div>
        <TextField id="email" name="email" label="Email*" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} error={errors.email} />
        <div>
          <label htmlFor="countryOfOrigin" className="field-label">
            Country of Origin
          </label>
          <select id="countryOfOrigin" name="countryOfOrigin" className="field-input" defaultValue={values.countryOfOrigin ?? ""}>
            <option value="">Select your country</option>
            {REGISTRATION_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
          {errors.countryOfOrigin ? <p className="field-error">{errors.countryOfOrigin}</p> : null}
        </div>
        <TextField
          id="currentLocation"
          name="currentLocation"
          label="Current Location"
          placeholder="New York, USA"
          autoComplete="address-level2"
          maxLength={100}
          defaultValue={values.currentLocation}
          error={errors.currentLocation}
        />
        <PasswordInput id="password" name="password" label="Password*" autoComplete="new-password" error={errors.password} />
        <PasswordInput id="confirmPassword" name="confirmPassword" label="Confirm Password*" autoComplete="new-password" error={errors.confirmPassword} />
        <SubmitButton action="/register">Create Account</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Already a member?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-gray-500">
        By creating an account, you accept our{" "}
        <Link to="/terms" className="underline">Terms of Service</Link> and{" "}
        <Link to="/privacy" className="underline">Privacy Policy</Link>.
      </p>
    </AuthCard>
  );
}
