// A list page's "in {city}" filter (decision 062): a city nobody matches is said beside the field, with what was
// typed kept, while the list stays centred where it was (a 400 page for a typo in a filter helps nobody).
import { isAppError } from "~/lib/errors";

export async function readWithCity<T>(
  read: (cityText: string | undefined) => Promise<T>,
  cityText: string | null,
): Promise<{ page: T; cityError: string | null }> {
  try {
    return { page: await read(cityText ?? undefined), cityError: null };
  } catch (error) {
    const message = cityText && isAppError(error) ? error.fields?.in : undefined;
    if (!message) throw error;
    return { page: await read(undefined), cityError: message };
  }
}
