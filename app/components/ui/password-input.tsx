// A password field with a show/hide toggle. Without JavaScript the toggle is hidden and the field stays masked.
import { FieldError } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/react";
import { useState } from "react";
import { useHydrated } from "~/lib/page-context";

export function PasswordInput({
  id,
  label,
  error,
  errorId = `${id}-error`,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  errorId?: string;
  autoComplete: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "id">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input pe-16"
          {...input}
          type={visible ? "text" : "password"}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            className="absolute inset-y-0 end-0 px-3 text-sm font-medium text-gray-600 hover:text-gray-900"
            aria-label={t(visible ? "password.hideLabel" : "password.showLabel", { label: label.toLowerCase() })}
            aria-pressed={visible}
          >
            {t(visible ? "password.hide" : "password.show")}
          </button>
        ) : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
