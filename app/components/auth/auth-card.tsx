import { Link, Logo } from "~/components/ui/kit";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { LanguageMenu } from "~/components/shell/language-menu";
import { useAppName } from "~/lib/page-context";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const appName = useAppName();
  const { t } = useTranslation("auth");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-amber-50 px-4 py-10">
      <Link to="/" className="mb-6" aria-label={t("card.home", { appName })}>
        <Logo />
      </Link>
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mb-6 mt-1 text-sm text-gray-600">{subtitle}</p>
        {children}
      </div>
      <footer className="mt-8">
        <LanguageMenu />
      </footer>
    </main>
  );
}

// Text fields are shared by every form (components/forms/fields.tsx).
export { TextField } from "~/components/forms/fields";
