// The confirmation page used when scripts are off.
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";

export function ConfirmDelete({ what, preview, returnTo }: { what: string; preview: string; returnTo: string }) {
  return (
    <main className="mx-auto max-w-md p-6">
      <div className="card">
        <h1 className="text-xl font-bold">Delete this {what}?</h1>
        <blockquote className="mt-3 whitespace-pre-wrap border-l-4 border-gray-200 pl-3 text-gray-700 [overflow-wrap:anywhere]">
          {preview}
        </blockquote>
        <p className="mt-3 text-sm text-gray-600">This cannot be undone.</p>
        <Form method="post" className="mt-5 flex justify-end gap-3">
          <input type="hidden" name="returnTo" value={returnTo} />
          <Link to={returnTo} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary bg-red-600 hover:bg-red-700">
            Delete
          </button>
        </Form>
      </div>
    </main>
  );
}
