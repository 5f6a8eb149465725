// /api/docs: the API reference, rendered on the server from the OpenAPI document (no script needed, nothing
// from another origin; decision 065).
import { useLoaderData } from "@remix-run/react";
import { ApiOperation, FieldList } from "~/components/api-docs/api-operation";
import { apiDocsCopy as copy } from "~/components/api-docs/copy";
import { InfoPage, InfoSection, infoPageMeta } from "~/components/landing/info-page";
import { openApiDocument } from "~/web/api-contract/document.server";
import type { ApiReference } from "~/lib/types/api-docs";
import { apiReference } from "~/web/api-contract/reference.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = infoPageMeta(copy.title, copy.metaDescription);

let reference: ApiReference | undefined;

export async function loader() {
  return pageHandler(async () => {
    reference ??= apiReference(openApiDocument());
    return reference;
  });
}

export default function ApiDocsRoute() {
  const { description, sections, schemas, errors } = useLoaderData<typeof loader>();
  return (
    <InfoPage title={copy.title} intro={description}>
      <p>
        <a href="/api/openapi.json">{copy.download}</a>
      </p>
      <nav aria-label={copy.contents} className="mt-6">
        <ul>
          {sections.map((section) => (
            <li key={section.tag}>
              <a href={`#${section.tag}`}>{section.tag}</a>
            </li>
          ))}
          <li>
            <a href="#errors">{copy.errors}</a>
          </li>
          <li>
            <a href="#shapes">{copy.shapes}</a>
          </li>
        </ul>
      </nav>
      {sections.map((section) => (
        <InfoSection key={section.tag} id={section.tag} title={section.tag}>
          {section.operations.map((operation) => (
            <ApiOperation key={operation.id} operation={operation} />
          ))}
        </InfoSection>
      ))}
      <InfoSection id="errors" title={copy.errors}>
        <p>{copy.errorsIntro}</p>
        <ul>
          {errors.map((error) => (
            <li key={error.status}>
              <code>{error.status}</code> {error.description}
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="shapes" title={copy.shapes}>
        {schemas.map((schema) => (
          <div key={schema.name} id={`shape-${schema.name}`} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-mono text-base font-semibold text-slate-900">{schema.name}</h3>
            <FieldList fields={schema.fields} />
          </div>
        ))}
      </InfoSection>
    </InfoPage>
  );
}
