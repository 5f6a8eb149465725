// A page holding one form in a card, a link back to its list, and the toast of a refused submission.
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { ShowToast } from "~/components/ui/toaster";
import type { FormReply } from "~/lib/form-reply";
import { PageShell } from "./page";

export function FormPage({
  title,
  subtitle,
  back,
  failure,
  children,
}: {
  title: string;
  subtitle?: string;
  back: { to: string; label: string };
  failure?: FormReply;
  children: ReactNode;
}) {
  return (
    <PageShell title={title} subtitle={subtitle}>
      <div className="card mx-auto max-w-2xl">{children}</div>
      <p className="mt-4 text-center">
        <Link to={back.to} className="text-sm font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
      </p>
      <ShowToast toast={failure?.toast} />
    </PageShell>
  );
}
