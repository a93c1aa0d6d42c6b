import type { Currency } from "@/lib/domain/money/currency";
import { productFromWire } from "@/lib/domain/menu/menu-wire";
import { serviceOnWire, type ServiceKey } from "@/lib/domain/brand/services";
import type { UpsellProduct, UpsellTrigger } from "@/lib/domain/menu/upselling";
import { callHeaders } from "./call-headers";
import { specHeaders } from "./spec-headers";

export interface UpsellingRequest {
  supplier: string;
  service: ServiceKey;
  lang: string;
  /** the brand's: the call answers prices in its major units */
  currency: Currency;
  /** one trigger; none = every trigger */
  trigger?: UpsellTrigger;
}

/** GET v2/upselling_products.json (product §7) with its headers. */
export async function fetchUpselling(request: UpsellingRequest): Promise<UpsellProduct[]> {
  const { service, subservice } = serviceOnWire(request.service);
  const query = new URLSearchParams({ supplier_id: request.supplier, service });
  if (subservice) query.set("subservice", subservice);
  if (request.trigger) query.set("trigger", request.trigger);
  const response = await fetch(`/api/v2/upselling_products.json?${query}`, { headers: { ...callHeaders(), ...specHeaders(request) } });
  if (!response.ok) throw new Error(`Upselling could not be loaded (${response.status})`);
  const products = (await response.json()) as UpsellProduct<number>[];
  return products.map((product) => productFromWire(product, request.currency));
}
