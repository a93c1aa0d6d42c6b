import type { z } from "zod";
import { apiError } from "./api-error";

/** A zod failure as the API's 400: one message, and each bad field by name. */
export function badRequest(error: z.ZodError) {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "(request)", issue.message]));
  return apiError(400, "bad_request", error.issues[0]?.message ?? "Invalid request", fields);
}
