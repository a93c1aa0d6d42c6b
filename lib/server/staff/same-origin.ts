import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import { publicOrigin } from "../http/public-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The CSRF check of every staff change: browsers send Origin with every POST, PUT, PATCH and DELETE
 * and no page can forge it, so a change whose Origin is not the brand's own address (or that has none: not a
 * browser of ours) is another site's page acting for a signed-in device, and is refused before anything is read.
 * Sign-in is checked too, or another site could sign a device in to its own account (login CSRF).
 */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  if (!origin || origin !== publicOrigin(request)) throw new ApiError("csrf", "This change must come from the brand's own pages");
}
