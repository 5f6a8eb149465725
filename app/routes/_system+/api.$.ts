// Any /api path without a route of its own: the API's JSON 404, whatever the method.
import { apiHandler, jsonError } from "~/web/api-response.server";

const notFound = () => apiHandler(async () => jsonError(404, "not_found", "No such API endpoint"));

export const loader = notFound;
export const action = notFound;
