// The API's own words (paths, names, types, summaries) speak for the contract and stay as the document has them,
// each in an element of its own direction; the page's words around them are in the reader's language.
import { useTranslation } from "~/i18n/react";
import type { Field, ReferenceOperation } from "~/lib/types/api-docs";

const METHOD_CLASS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
};

export function FieldList({ fields }: { fields: Array<Field & { in?: string }> }) {
  const { t } = useTranslation("apiDocs");
  return (
    <ul className="!list-none !ps-0 text-sm">
      {fields.map((field) => (
        <li key={`${field.in ?? ""}${field.name}`} className="break-words">
          <code dir="auto" className="font-semibold text-slate-900">
            {field.name}
          </code>
          {field.in ? (
            <span className="text-slate-500">
              {" "}
              (<span dir="auto">{field.in}</span>)
            </span>
          ) : null}
          : <span dir="auto">{field.type}</span>
          <span className="text-slate-500"> · {field.required ? t("required") : t("optional")}</span>
        </li>
      ))}
    </ul>
  );
}

/** One path and method: what it takes and what it answers. */
export function ApiOperation({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslation("apiDocs");
  return (
    <div id={operation.id} className="scroll-mt-24 rounded-lg border border-slate-200 p-4">
      <h3 dir="auto" className="flex flex-wrap items-baseline gap-2 text-base font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-xs ${METHOD_CLASS[operation.method] ?? ""}`}>
          {operation.method}
        </span>
        <code className="break-all">{operation.path}</code>
      </h3>
      <p className="mt-1 text-sm">
        <span dir="auto">{operation.summary}</span>{" "}
        <span className="text-slate-500">· {operation.signIn ? t("signIn") : t("public")}</span>
      </p>
      {operation.parameters.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t("parameters")}</h4>
          <FieldList fields={operation.parameters} />
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">
            {t("body")}{" "}
            <span className="font-normal text-slate-500">
              (<span dir="auto">{operation.body.types.join(", ")}</span>)
            </span>
          </h4>
          <FieldList fields={operation.body.fields} />
        </>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold">{t("answers")}</h4>
      <ul className="!list-none !ps-0 text-sm">
        {operation.responses.map((response) => (
          <li key={response.status} className="break-words">
            <code className="font-semibold text-slate-900">{response.status}</code>{" "}
            <span dir="auto">{response.description}</span>:{" "}
            {response.type ? <span dir="auto">{response.type}</span> : t("noBody")}
            {response.fields.length ? (
              <div className="ms-4">
                <FieldList fields={response.fields} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {operation.errors.length ? (
        <p className="mt-2 text-sm">
          <a href="#errors">{t("errorStatuses")}</a>: {operation.errors.join(", ")}
        </p>
      ) : null}
    </div>
  );
}
