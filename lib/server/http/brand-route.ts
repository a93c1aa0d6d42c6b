import "server-only";
import type { z } from "zod";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { RateLimitedAction } from "@/lib/domain/http/rate-limits";
import { limitRate } from "@/lib/server/rate-limit/limit-rate";
import { apiRoute, parseOrThrow, readJson } from "./api-route";
import { brandFromRequest } from "./brand-from-request";

type BodySchema = z.ZodType | ((brand: InstanceConfig) => z.ZodType);

export interface BrandRouteOptions {
  /** counts each call against this budget of the brand's client (lib/domain/http/rate-limits.ts), before anything else of it is read */
  rateLimit?: RateLimitedAction;
  /** throws the API's 401 (e.g. requireOperator, a key of this brand) before anything of the request is read */
  authorize?: (request: Request, brand: InstanceConfig) => void | Promise<void>;
  /** one schema per path segment; a bad segment is a 400 naming "(request)", as it is the whole resource */
  params?: Record<string, z.ZodType>;
  /** the search params, as one object */
  query?: z.ZodType;
  /** the JSON body, or a schema built for the brand (e.g. its country's phone rules) */
  body?: BodySchema;
}

type Parsed<S> = S extends z.ZodType
  ? z.output<S>
  : S extends (brand: InstanceConfig) => infer R
    ? R extends z.ZodType
      ? z.output<R>
      : never
    : undefined;

export interface BrandRouteInput<O extends BrandRouteOptions> {
  request: Request;
  brand: InstanceConfig;
  params: O["params"] extends Record<string, z.ZodType> ? { [K in keyof O["params"]]: z.output<O["params"][K]> } : Record<string, never>;
  query: Parsed<O["query"]>;
  body: Parsed<O["body"]>;
}

/** How Next calls a route handler; tests call routes without a context when they have no params. */
type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

/**
 * A route of the brand the proxy resolved for this host (product §7: the host, never a header, names the brand):
 * the brand (404 unknown_instance without one), the client's rate limit (429 rate_limited), then params, query
 * and JSON body parsed with the given schemas (400 bad_request), then the handler; a thrown ApiError answers
 * with its code's status, anything else is rethrown.
 */
export function brandRoute<const O extends BrandRouteOptions>(options: O, handler: (input: BrandRouteInput<O>) => Promise<Response>) {
  return apiRoute(async (request: Request, context?: RouteContext) => {
    const brand = await brandFromRequest(request);
    if (brand instanceof Response) return brand;
    if (options.rateLimit) await limitRate(request, options.rateLimit, String(brand.id));
    await options.authorize?.(request, brand);
    const segments = (await context?.params) ?? {};
    const params = Object.fromEntries(Object.entries(options.params ?? {}).map(([key, schema]) => [key, parseOrThrow(schema, segments[key])]));
    const query = options.query && parseOrThrow(options.query, Object.fromEntries(new URL(request.url).searchParams));
    const bodySchema = typeof options.body === "function" ? options.body(brand) : options.body;
    const body = bodySchema && parseOrThrow(bodySchema, await readJson(request));
    return handler({ request, brand, params, query, body } as BrandRouteInput<O>);
  });
}
