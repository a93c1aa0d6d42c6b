/**
 * The brand `npm run test:scale` imports through the admin API: one branch open around the clock (so the run does
 * not depend on the hour), take-away paid in person, bookings of a single table for two (its waitlist fills
 * at once), and three products: `ultimas` with the 10 units that 200
 * diners race for, `cortado` without a stock limit, and `torta` with 5 units for the cut-connection checkout.
 */
export const SCALE_BRAND = "escala";
export const SCALE_BRANCH = "centro";
export const LIMITED_UNITS = 10;
export const CUT_UNITS = 5;

export function scaleBrand({ locked = false } = {}) {
  return {
    instance: {
      slug: SCALE_BRAND,
      name: "Café Escala",
      ...(locked ? { status: "locked" } : {}),
      langs: ["es"],
      country_code: "CO",
      currency: "COP",
      timezone: "America/Bogota",
      theme: { dark: false, theme_color: "#5b3a29", titles_txt_color: "#ffffff", page_bgcolor: "#fbf7f2" },
    },
    branches: [
      {
        slug: SCALE_BRANCH,
        name: "Café Escala · Centro",
        address: "Carrera 7 # 12-34",
        city: "Bogotá",
        location: { lat: 4.6, lng: -74.07 },
        services: ["take_away", "book"],
        opening_hours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }],
        booking: { zones: [{ key: "barra", name: "Barra", covers: 2 }], lead_minutes: 0 },
      },
    ],
    menu: {
      categories: [{ key: "cafe", name: "Café" }],
      products: [
        { key: "ultimas", name: "Últimas unidades", category: "cafe", price: 9000, stock: LIMITED_UNITS },
        { key: "cortado", name: "Cortado", category: "cafe", price: 5000 },
        { key: "torta", name: "Torta de la casa", category: "cafe", price: 7000, stock: CUT_UNITS },
      ],
    },
  };
}

/** A take-away checkout of `quantity` × the product, paid at the counter, as the precheckout sends it. */
export function checkout(productSupplierId, quantity = 1) {
  return {
    supplier: SCALE_BRANCH,
    service: "take_away",
    lines: [{ product_supplier_id: productSupplierId, quantity }],
    contact: { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" },
    payment_method: "cash_or_dataphone",
    terms_accepted: true,
  };
}
