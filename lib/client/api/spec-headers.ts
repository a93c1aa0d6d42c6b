import { serviceOnWire, type ServiceKey } from "@/lib/domain/services";

/** Spec §7: the headers a call carries — supplier_id, service and subservice on the wire, lang, and customer_id when known. */
export function specHeaders(call: { supplier: string; service: ServiceKey; lang: string; customerId?: string }): Record<string, string> {
  const { service, subservice } = serviceOnWire(call.service);
  const headers: Record<string, string> = { service, lang: call.lang, supplier_id: call.supplier };
  if (subservice) headers.subservice = subservice;
  if (call.customerId) headers.customer_id = call.customerId;
  return headers;
}
