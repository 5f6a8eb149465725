import { Form } from "@remix-run/react";
import { exportCopy as copy } from "~/copy/account";

/** "Download my data": a plain form whose answer is the file (reloadDocument: the browser downloads it). */
export function ExportCard() {
  return (
    <section className="card mt-6 max-w-2xl" aria-labelledby="export-heading">
      <h2 id="export-heading" className="font-semibold text-gray-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{copy.help}</p>
      <Form method="post" action="/settings/security/export" reloadDocument className="mt-3">
        <button type="submit" className="btn-secondary">
          {copy.button}
        </button>
      </Form>
      <p className="mt-2 text-xs text-gray-500">{copy.once}</p>
    </section>
  );
}
