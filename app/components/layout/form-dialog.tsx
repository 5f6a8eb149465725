// A form that is a page of its own without JS (a link to it) and a dialog over the list with JS.
import { Link } from "~/components/ui/kit";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/page-context";

export function FormDialog({
  label,
  page,
  title,
  id,
  children,
}: {
  label: string;
  page: string;
  title: string;
  id: string;
  children: (close: () => void) => ReactNode;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  if (!hydrated) {
    return (
      <Link to={page} className="btn-primary">
        {label}
      </Link>
    );
  }
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-dialog-title`}
        className="w-[min(40rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-black/40"
      >
        <div className="max-h-[85vh] overflow-y-auto p-5">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id={`${id}-dialog-title`} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" className="btn-ghost" onClick={close}>
              {t("nav.close")}
            </button>
          </div>
          {children(close)}
        </div>
      </dialog>
    </>
  );
}
