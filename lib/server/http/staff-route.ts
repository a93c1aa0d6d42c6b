import "server-only";
import type { StaffPermission } from "@/lib/domain/staff/staff-roles";
import { requireStaff, type SignedIn, type Staff } from "../staff/require-staff";
import { requireSameOrigin } from "../staff/same-origin";
import { sessionCookie } from "../staff/session-cookie";
import { brandRoute, type BrandRouteInput, type BrandRouteOptions } from "./brand-route";

export interface StaffRouteOptions extends Omit<BrandRouteOptions, "authorize"> {
  /** what the account must be allowed to do (lib/domain/staff/staff-roles.ts); without one, any signed-in account may call */
  permission?: StaffPermission;
  /** false: the call needs no session (sign-in, sign-out); its CSRF check still applies */
  signedIn?: boolean;
}

export type StaffRouteInput<O extends StaffRouteOptions> = BrandRouteInput<O> & { staff: O["signedIn"] extends false ? null : Staff };

/**
 * A route of the staff console: brandRoute's brand, rate limit and parsing, and before any of the
 * request is read the CSRF check of a change (403 csrf), the brand's staff session (401 staff_signed_out) and the
 * permission (403 forbidden). The answer is never cached, and carries the cookie again when the call renewed the
 * session. A call acting at one branch checks it with branchForStaff.
 */
export function staffRoute<const O extends StaffRouteOptions>(options: O, handler: (input: StaffRouteInput<O>) => Promise<Response>) {
  const { permission, signedIn = true, ...brandOptions } = options;
  // brandRoute's authorize runs before the body is read but hands nothing on: what it found reaches the
  // handler through this map, keyed by the request it belongs to.
  const sessions = new WeakMap<Request, SignedIn>();
  return brandRoute(
    {
      ...brandOptions,
      authorize: async (request, brand) => {
        requireSameOrigin(request);
        if (signedIn) sessions.set(request, await requireStaff(request, brand, permission));
      },
    },
    async (input) => {
      const session = sessions.get(input.request);
      const response = await handler({ ...input, staff: session?.staff ?? null } as unknown as StaffRouteInput<O>);
      response.headers.set("cache-control", "no-store");
      if (session?.renewedToken) response.headers.append("set-cookie", sessionCookie(input.request, session.renewedToken));
      return response;
    },
  );
}
