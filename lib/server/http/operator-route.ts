import "server-only";
import type { Staff } from "../staff/require-staff";
import { requireOperator } from "./bearer";
import { brandRoute, type BrandRouteInput } from "./brand-route";
import { staffRoute, type StaffRouteOptions } from "./staff-route";

type OperatorRouteOptions = Omit<StaffRouteOptions, "signedIn"> & Required<Pick<StaffRouteOptions, "permission">>;
type Handler<O extends OperatorRouteOptions> = (input: BrandRouteInput<O> & { staff: Staff | null }) => Promise<Response>;

/**
 * A route of the operator API, for people and for integrations: a call with `Authorization: Bearer`
 * is an integration and must carry the brand's operator key (requireOperator; `staff` is null); any other is the
 * staff console's, with its session, CSRF check and the account's permission (staffRoute). The handler limits
 * a staff account to its branches.
 */
export function operatorRoute<const O extends OperatorRouteOptions>(options: O, handler: Handler<O>) {
  const { permission: _permission, ...brandOptions } = options;
  const byKey = brandRoute({ ...brandOptions, authorize: requireOperator }, (input) => handler({ ...(input as BrandRouteInput<O>), staff: null }));
  const byStaff = staffRoute(options, (input) => handler(input as BrandRouteInput<O> & { staff: Staff }));
  return (request: Request, context?: { params?: Promise<Record<string, string | string[] | undefined>> }) =>
    request.headers.has("authorization") ? byKey(request, context) : byStaff(request, context);
}
