import type { Currency } from "@/lib/domain/currency";
import type { Minor } from "@/lib/domain/minor";
import { fromMajor } from "@/lib/domain/major-units";
import type { ServiceKey } from "@/lib/domain/services";
import { callApi, jsonBody } from "./api-failure";

export interface ZoneAnswer<Amount = Minor> {
  covered: boolean;
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
}

/**
 * The brand's delivery zone at a point (POST /api/v1/delivery-zone) for an order of `service`, its prices read
 * into minor units.
 */
export async function checkDeliveryZone(point: { lat: number; lng: number }, service: ServiceKey, currency: Currency): Promise<ZoneAnswer> {
  const response = await callApi("/api/v1/delivery-zone", jsonBody("POST", { ...point, service }));
  if (!response.ok) throw new Error(`delivery-zone answered ${response.status}`);
  const { covered, polygon } = (await response.json()) as ZoneAnswer<number>;
  if (!polygon) return { covered };
  return {
    covered,
    polygon: { ...polygon, delivery_price: fromMajor(polygon.delivery_price, currency), minimum_order_value: fromMajor(polygon.minimum_order_value, currency) },
  };
}

/** Candidate points for a typed address (GET /api/v1/geocode); `configured` is false without a geocoder. */
export async function geocode(query: string): Promise<{ configured: boolean; places: { lat: number; lng: number; label: string }[] }> {
  const response = await callApi(`/api/v1/geocode?q=${encodeURIComponent(query)}`);
  if (!response.ok) return { configured: false, places: [] };
  return response.json();
}
