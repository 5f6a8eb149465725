// A form that is a page of its own without JS (a link to it) and a dialog over the list with JS. The form's
// code (its schema, zod, Conform) is not in the list's first load: it is fetched when the member reaches for
// the button (pointer, focus or touch) and drawn on the first open; closed, it stays, with what was typed.
import { Link, Spinner } from "~/components/ui/kit";
import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/page-context";

/** A dialog's form component, fetched on demand: `Form` for FormDialog's children, `load` for its `load`. */
export function lazyForm<P>(load: () => Promise<ComponentType<P>>) {
  return { Form: lazy(() => load().then((component) => ({ default: component }))), load };
}

export function FormDialog({
  label,
  page,
  title,
  id,
  load,
  children,
}: {
  label: string;
  page: string;
  title: string;
  id: string;
  /** Fetches the form's code (lazyForm's `load`). */
  load: () => Promise<unknown>;
  children: (close: () => void) => ReactNode;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation();
  if (!hydrated) {
    return (
      <Link to={page} className="btn-primary">
        {label}
      </Link>
    );
  }
  const close = () => dialog.current?.close();
  const fetchForm = () => void load().catch(() => {});
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        onPointerEnter={fetchForm}
        onFocus={fetchForm}
        onTouchStart={fetchForm}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
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
          {opened ? (
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
                  <Spinner />
                  {t("form.loading")}
                </p>
              }
            >
              {children(close)}
            </Suspense>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
