import { serviceOnWire, type ServiceKey } from "@/lib/domain/brand/services";

/** Product §7: the headers of a call about one branch and service — supplier_id, service and subservice on the wire, and lang. */
export function specHeaders(call: { supplier: string; service: ServiceKey; lang: string }): Record<string, string> {
  const { service, subservice } = serviceOnWire(call.service);
  const headers: Record<string, string> = { service, lang: call.lang, supplier_id: call.supplier };
  if (subservice) headers.subservice = subservice;
  return headers;
}
