import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { PlaceField } from "~/components/forms/place-field";
import { getFormProps, getSelectProps } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import { ShowToast } from "~/components/ui/toaster";
import { registerUser } from "~/models/accounts.server";
import { REGISTRATION_COUNTRIES } from "~/schemas/constants";
import { registerProblem, registerSchema } from "~/schemas/account-forms";
import { requireAnonymous } from "~/web/guards.server";
import { formFailure, signInBrowser } from "~/web/page-response.server";
import { getEnv } from "~/server/env.server";
import { useAppName } from "~/lib/root-data";
import { readForm } from "~/web/form-body.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Create Account");

const KEEP = ["firstName", "lastName", "email", "countryOfOrigin", "currentLocation"];

export function loader({ context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    return null;
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
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
  });
}

export default function RegisterPage() {
  const failure = useActionData<typeof action>();
  const appName = useAppName();
  const { form, fields, onSubmit } = useSchemaForm({
    id: "register",
    schema: registerSchema,
    reply: failure,
    problemOf: registerProblem,
    failedTitle: "Registration failed",
  });
  const text = (name: string, type: "text" | "email" = "text") => fieldProps(fields[name], type);
  const [firstName, lastName, email, location] = [
    text("firstName"),
    text("lastName"),
    text("email", "email"),
    text("currentLocation"),
  ];
  const [password, confirm] = [fieldProps(fields.password, "password"), fieldProps(fields.confirmPassword, "password")];
  const country = fields.countryOfOrigin;
  const { key: countryKey, ...countrySelect } = getSelectProps(country);

  return (
    <AuthCard title="Create Account" subtitle={`Join ${appName} — it's free and takes 30 seconds.`}>
      <ShowToast toast={failure?.toast} />
      <Form
        method="post"
        action="/register"
        {...getFormProps(form)}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField key={firstName.key} {...firstName.props} label="First Name*" autoComplete="given-name" />
          <TextField key={lastName.key} {...lastName.props} label="Last Name*" autoComplete="family-name" />
        </div>
        <TextField key={email.key} {...email.props} label="Email*" autoComplete="email" />
        <div>
          <label htmlFor={country.id} className="field-label">
            Country of Origin
          </label>
          <select key={countryKey} {...countrySelect} className="field-input">
            <option value="">Select your country</option>
            {REGISTRATION_COUNTRIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {country.errors?.[0] ? (
            <p id={country.errorId} className="field-error">
              {country.errors[0]}
            </p>
          ) : null}
        </div>
        <PlaceField
          key={location.key}
          input={location.props}
          choices={failure?.choices?.currentLocation}
          label="Current Location"
          placeholder="Lisbon, Portugal"
        />
        <PasswordInput key={password.key} {...password.props} label="Password*" autoComplete="new-password" />
        <PasswordInput key={confirm.key} {...confirm.props} label="Confirm Password*" autoComplete="new-password" />
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
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
