// A page holding one form in a card, a link back to its list, and the toast of a refused submission.
import { Link, ShowToast, type FormReply, PageShell } from "~/components/ui/kit";
import type { ReactNode } from "react";

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
