// GET /api/places?q=sao paulo → up to 8 cities whose name or another name (München, NYC) is or starts like q
// (accents and case aside), exact names first, by population (decision 075): [{ id, city, country,
// countryCode, region, lat, lon, timeZone, label }]. Public (the registration page's picker asks before anyone
// has an account); 400 without q.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestPlaces } from "~/models/places.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const places = await suggestPlaces(new URL(request.url).searchParams.get("q"));
    // The same answer for everyone: a browser may keep it a day.
    return Response.json(places, { headers: { "Cache-Control": "public, max-age=86400" } });
  });
}

export const action = methodNotAllowed;
