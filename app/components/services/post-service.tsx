// "Post Service": a link to /services/new without JS; with JS a dialog on the list page holding the
// same form, which closes once the service is posted (the list reloads with it).
import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { ServiceForm } from "./service-form";

export function PostServiceButton() {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  if (!hydrated) {
    return (
      <Link to="/services/new" className="btn-primary">
        Post Service
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => dialog.current?.showModal()}>
        Post Service
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="post-service-dialog-title"
        className="w-[min(40rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-black/40"
      >
        <div className="max-h-[85vh] overflow-y-auto p-5">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="post-service-dialog-title" className="text-lg font-semibold">
              Post a service
            </h2>
            <button type="button" className="btn-ghost" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
          <ServiceForm id="post-service" action="/services/new" submitLabel="Post Service" onSaved={() => dialog.current?.close()} />
        </div>
      </dialog>
    </>
  );
}
