// Input of POST /api/notifications/read and the Mark all read form.
import * as z from "zod";
import { idField } from "~/schemas/ids";

export const MARK_READ_MAX_IDS = 100;

export const markReadSchema = z.object({
  ids: z
    .array(idField({ required: "ids: must be notification ids", invalid: "ids: not a notification id" }), {
      error: "ids: must be an array of notification ids",
    })
    .max(MARK_READ_MAX_IDS, `ids: at most ${MARK_READ_MAX_IDS} at a time`)
    .optional(),
});
