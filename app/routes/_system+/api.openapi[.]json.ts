// GET /api/openapi.json: the API's OpenAPI 3.1 document, made from the routes' own zod schemas (decision 065).
import { openApiDocument } from "~/web/api-contract/document.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = () => apiHandler(async () => Response.json(openApiDocument()));

export const action = methodNotAllowed;
