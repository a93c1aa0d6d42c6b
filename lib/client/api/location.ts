export interface ZoneAnswer {
  covered: boolean;
  polygon?: {
    id: number;
    name: string;
    delivery_price: number;
    minimum_order_value: number;
    supplier_id: number;
    supplier_slug: string;
    supplier_name: string;
  };
}

/** The brand's delivery zone at a point (POST /api/v1/delivery-zone). */
export async function checkDeliveryZone(point: { lat: number; lng: number }): Promise<ZoneAnswer> {
  const response = await fetch("/api/v1/delivery-zone", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(point),
  });
  if (!response.ok) throw new Error(`delivery-zone answered ${response.status}`);
  return (await response.json()) as ZoneAnswer;
}

/** Candidate points for a typed address (GET /api/v1/geocode); `configured` is false without a geocoder. */
export async function geocode(query: string): Promise<{ configured: boolean; places: { lat: number; lng: number; label: string }[] }> {
  const response = await fetch(`/api/v1/geocode?q=${encodeURIComponent(query)}`);
  if (!response.ok) return { configured: false, places: [] };
  return response.json();
}
