import type { Field, ReferenceOperation } from "~/lib/types/api-docs";
import { apiDocsCopy as copy } from "./copy";

const METHOD_CLASS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
};

export function FieldList({ fields }: { fields: Array<Field & { in?: string }> }) {
  return (
    <ul className="!list-none !pl-0 text-sm">
      {fields.map((field) => (
        <li key={`${field.in ?? ""}${field.name}`} className="break-words">
          <code className="font-semibold text-slate-900">{field.name}</code>
          {field.in ? <span className="text-slate-500"> ({field.in})</span> : null}: {field.type}
          <span className="text-slate-500"> · {field.required ? copy.required : copy.optional}</span>
        </li>
      ))}
    </ul>
  );
}

/** One path and method: what it takes and what it answers. */
export function ApiOperation({ operation }: { operation: ReferenceOperation }) {
  return (
    <div id={operation.id} className="scroll-mt-24 rounded-lg border border-slate-200 p-4">
      <h3 className="flex flex-wrap items-baseline gap-2 text-base font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-xs ${METHOD_CLASS[operation.method] ?? ""}`}>
          {operation.method}
        </span>
        <code className="break-all">{operation.path}</code>
      </h3>
      <p className="mt-1 text-sm">
        {operation.summary} <span className="text-slate-500">· {operation.signIn ? copy.signIn : copy.public}</span>
      </p>
      {operation.parameters.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">{copy.parameters}</h4>
          <FieldList fields={operation.parameters} />
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">
            {copy.body} <span className="font-normal text-slate-500">({operation.body.types.join(", ")})</span>
          </h4>
          <FieldList fields={operation.body.fields} />
        </>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold">{copy.answers}</h4>
      <ul className="!list-none !pl-0 text-sm">
        {operation.responses.map((response) => (
          <li key={response.status} className="break-words">
            <code className="font-semibold text-slate-900">{response.status}</code> {response.description}:{" "}
            {response.type ?? copy.noBody}
            {response.fields.length ? (
              <div className="ml-4">
                <FieldList fields={response.fields} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {operation.errors.length ? (
        <p className="mt-2 text-sm">
          <a href="#errors">{copy.errorStatuses}</a>: {operation.errors.join(", ")}
        </p>
      ) : null}
    </div>
  );
}
