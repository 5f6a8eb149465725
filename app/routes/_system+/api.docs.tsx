// /api/docs: the API reference, rendered on the server from the OpenAPI document (no script needed, nothing
// from another origin; decision 065). The page speaks the reader's language; the document's own words (paths,
// names, summaries) stay as the contract has them, each in an element of its own direction.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ApiOperation, FieldList } from "~/components/api-docs/api-operation";
import { InfoPage, InfoSection, infoPageMeta } from "~/components/landing/info-page";
import { infoPageData, openApiDocument, apiReference, pageHandler } from "./api.docs.server";
import type { ApiReference } from "~/lib/types/api-docs";

export const meta = infoPageMeta;

let reference: ApiReference | undefined;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    reference ??= apiReference(openApiDocument());
    const page = await infoPageData(request, context, "apiDocs", { title: "title", description: "metaDescription" });
    return { reference, ...page };
  });
}

export default function ApiDocsRoute() {
  const { description, sections, schemas, errors } = useLoaderData<typeof loader>().reference;
  const { t } = useTranslation("apiDocs");
  return (
    <InfoPage title={t("title")} intro={<span dir="auto">{description}</span>}>
      <p>
        <a href="/api/openapi.json">{t("download")}</a>
      </p>
      <nav aria-label={t("contents")} className="mt-6">
        <ul>
          {sections.map((section) => (
            <li key={section.tag}>
              <a href={`#${section.tag}`} dir="auto">
                {section.tag}
              </a>
            </li>
          ))}
          <li>
            <a href="#errors">{t("errors")}</a>
          </li>
          <li>
            <a href="#shapes">{t("shapes")}</a>
          </li>
        </ul>
      </nav>
      {sections.map((section) => (
        <InfoSection key={section.tag} id={section.tag} title={<span dir="auto">{section.tag}</span>}>
          {section.operations.map((operation) => (
            <ApiOperation key={operation.id} operation={operation} />
          ))}
        </InfoSection>
      ))}
      <InfoSection id="errors" title={t("errors")}>
        <p>{t("errorsIntro")}</p>
        <ul>
          {errors.map((error) => (
            <li key={error.status}>
              <code>{error.status}</code> <span dir="auto">{error.description}</span>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="shapes" title={t("shapes")}>
        {schemas.map((schema) => (
          <div key={schema.name} id={`shape-${schema.name}`} className="rounded-lg border border-slate-200 p-4">
            <h3 dir="auto" className="font-mono text-base font-semibold text-slate-900">
              {schema.name}
            </h3>
            <FieldList fields={schema.fields} />
          </div>
        ))}
      </InfoSection>
    </InfoPage>
  );
}
