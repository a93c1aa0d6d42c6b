import type { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";

/** A zod failure as the API's 400: one message, and each bad field by name. */
export function invalidRequest(error: z.ZodError): ApiError {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "(request)", issue.message]));
  return new ApiError("bad_request", error.issues[0]?.message ?? "Invalid request", { fields });
}
