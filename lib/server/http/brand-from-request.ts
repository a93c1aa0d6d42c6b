import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { configForSlug } from "../config/config-source";
import { INSTANCE_HEADER } from "../tenancy/internal-headers";
import { errorResponse } from "./api-error";

/** The brand the proxy resolved for this request's host (its header cannot come from the client). */
export async function brandFromRequest(request: Request): Promise<InstanceConfig | Response> {
  const slug = request.headers.get(INSTANCE_HEADER);
  const config = slug ? await configForSlug(slug) : null;
  return config ?? errorResponse(new ApiError("unknown_instance", "No brand lives at this address"));
}
