// GET /api/users/search/{term}: the spec's query-key form of /api/users/search?q=term.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/web/api-response.server";
import { searchLoader } from "./api.users.search";

export const loader = (args: LoaderFunctionArgs) => searchLoader(args, args.params.term ?? null);

export const action = methodNotAllowed;
