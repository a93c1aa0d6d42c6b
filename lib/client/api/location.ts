import type { Currency } from "@/lib/domain/money/currency";
import type { CoverageReason } from "@/lib/domain/location/delivery-coverage";
import type { Minor } from "@/lib/domain/money/minor";
import { fromMajor } from "@/lib/domain/money/major-units";
import type { OpeningState } from "@/lib/domain/brand/opening-timeline";
import type { DeliveryService, ServiceKey } from "@/lib/domain/brand/services";
import { callApi, jsonBody } from "./api-failure";

export interface ZoneAnswer<Amount = Minor> {
  covered: boolean;
  /** null: the zone's branch takes the order as asked; else product §8's reason it does not (delivery-coverage.ts) */
  reason: CoverageReason | null;
  polygon?: {
    id: number;
    name: string;
    delivery_price: Amount;
    minimum_order_value: Amount;
    supplier_id: number;
    supplier_slug: string;
    supplier_name: string;
    supplier_services: ServiceKey[];
  };
  /** with no_branches_open: when the zone's branch opens */
  opens_at?: OpeningState["opensAt"];
  /** with wrong_branch: the branch of the diner's cart */
  cart_supplier?: { slug: string; name: string };
}

/**
 * The brand's delivery zone at a point (POST /api/v1/delivery-zone) for an order of `service`, its prices read
 * into minor units; `cartSupplier` is the branch of the diner's cart when it holds anything.
 */
export async function checkDeliveryZone(point: { lat: number; lng: number }, service: DeliveryService, currency: Currency, cartSupplier: string | null): Promise<ZoneAnswer> {
  const response = await callApi("/api/v1/delivery-zone", jsonBody("POST", { ...point, service, ...(cartSupplier && { cart_supplier_id: cartSupplier }) }));
  if (!response.ok) throw new Error(`delivery-zone answered ${response.status}`);
  const { polygon, ...answer } = (await response.json()) as ZoneAnswer<number>;
  return {
    ...answer,
    polygon: polygon && { ...polygon, delivery_price: fromMajor(polygon.delivery_price, currency), minimum_order_value: fromMajor(polygon.minimum_order_value, currency) },
  };
}

/** Candidate points for a typed address (GET /api/v1/geocode); `configured` is false without a geocoder. */
export async function geocode(query: string): Promise<{ configured: boolean; places: { lat: number; lng: number; label: string }[] }> {
  const response = await callApi(`/api/v1/geocode?q=${encodeURIComponent(query)}`);
  if (!response.ok) return { configured: false, places: [] };
  return response.json();
}
