import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import { SERVICE_COOKIE } from "@/lib/domain/routing/routing";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { cartLine } from "@/tests/factories/menu";
import { LocationFlow } from "./location-flow";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const centro = { id: 3, name: "Centro", delivery_price: 5000, minimum_order_value: 20000, supplier_id: 1, supplier_slug: "centro", supplier_name: "Sede Centro", supplier_services: ["delivery", "schedule"] };

/** The delivery-zone API's answers, in the order asked (its contract: app/api/v1/delivery-zone/route.db.test.ts). */
let answers: unknown[];
let asked: Record<string, unknown>[];

beforeEach(() => {
  localStorage.clear();
  // the service a test chose is remembered in this cookie, as the proxy reads it
  document.cookie = `${SERVICE_COOKIE}=; path=/; max-age=0`;
  push.mockClear();
  asked = [];
  answers = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    // jsdom has no Response: the fields the client reads are enough.
    if (url.startsWith("/api/v1/geocode")) return { ok: true, status: 200, json: async () => ({ configured: false, places: [] }) };
    asked.push(JSON.parse(String(init?.body)));
    const answer = answers.shift();
    return { ok: true, status: 200, json: async () => answer };
  }) as unknown as typeof fetch;
});

const BOGOTA = { name: "Bogotá", center: { lat: 4.6, lng: -74.07 } };
const MEDELLIN = { name: "Medellín", center: { lat: 6.25, lng: -75.56 } };

function renderFlow(cities = [BOGOTA]) {
  return render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <LocationFlow cities={cities} start={BOGOTA.center} tileUrl="" />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
}

/** Types an address and confirms it where the pin is. */
async function confirmAddress() {
  await userEvent.type(screen.getByLabelText("Dirección", { exact: true }), "Carrera 7 # 12-34");
  await userEvent.type(screen.getByLabelText("Barrio o localidad"), "La Candelaria");
  await userEvent.type(screen.getByLabelText("Punto de referencia"), "Portón verde");
  await userEvent.click(screen.getByRole("button", { name: "Confirmar dirección" }));
  await userEvent.click(await screen.findByRole("button", { name: "El marcador ya está en mi entrada" }));
}

const savedState = (store: string) => JSON.parse(localStorage.getItem(`comanda:casa:${store}`) ?? "null")?.state;

describe("LocationFlow: product §2's city change", () => {
  it("shows the one city a brand delivers in, with nothing to change", () => {
    renderFlow();
    expect(document.querySelector("[data-city]")).toHaveTextContent("Bogotá");
    expect(screen.queryByRole("button", { name: "Cambiar ciudad" })).toBeNull();
  });

  it("changes the address's city in a dialog, takes the map there, and asks for the pin again", async () => {
    answers = [{ covered: true, reason: null, polygon: centro }];
    renderFlow([BOGOTA, MEDELLIN]);
    await userEvent.click(screen.getByRole("button", { name: "Cambiar ciudad" }));
    const dialog = screen.getByRole("dialog", { name: "¿En qué ciudad estás?" });
    expect(screen.getByRole("radio", { name: "Bogotá" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Medellín" }));
    await userEvent.click(screen.getByRole("button", { name: "Elegir esta ciudad" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(document.querySelector("[data-city]")).toHaveTextContent("Medellín");
    await confirmAddress();
    // the address is checked where the diner confirmed the pin: on Medellín's map
    await waitFor(() => expect(asked[0]).toEqual({ lat: 6.25, lng: -75.56, service: "delivery" }));
  });
});

describe("LocationFlow: product §8 Location messages", () => {
  it("says no branch reaching the address is open, when it opens, and schedules the order instead", async () => {
    answers = [
      { covered: true, reason: "no_branches_open", polygon: centro, opens_at: { day: 6, time: "10:00" } },
      { covered: true, reason: null, polygon: centro },
    ];
    renderFlow();
    await confirmAddress();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ninguna sede que llega a tu dirección está abierta ahora.");
    expect(alert).toHaveTextContent("Sede Centro abre el sábado a las 10:00.");
    expect(asked[0]).toEqual({ lat: 4.6, lng: -74.07, service: "delivery" });
    expect(push).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Programar para más tarde" }));
    // straight to the menu of the chosen service, which the URL names
    await waitFor(() => expect(push).toHaveBeenCalledWith("/centro?service=schedule"));
    expect(asked[1]).toMatchObject({ service: "schedule" });
    expect(savedState("order")).toMatchObject({ service: "schedule", supplierSlug: "centro" });
  });

  it("says delivery is not active, offering to pick up instead, and takes no zone", async () => {
    answers = [{ covered: false, reason: "delivery_not_active" }];
    renderFlow();
    await confirmAddress();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("El domicilio no está activo para esta dirección.");
    expect(screen.getByRole("link", { name: "Recoger en una sede" })).toBeInTheDocument();
    expect(savedState("polygon")?.id ?? null).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it("names the cart's branch when another branch reaches the address, and empties the cart only when the diner starts anew", async () => {
    localStorage.setItem("comanda:casa:cart", JSON.stringify({ state: { supplierSlug: "norte", lines: [cartLine({ quantity: 2 })] }, version: 0 }));
    answers = [
      { covered: true, reason: "wrong_branch", polygon: centro, cart_supplier: { slug: "norte", name: "Sede Norte" } },
      { covered: true, reason: null, polygon: centro },
    ];
    renderFlow();
    await confirmAddress();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Tu dirección la atiende Sede Centro, pero tu pedido actual es de Sede Norte.");
    expect(asked[0]).toMatchObject({ cart_supplier_id: "norte" });
    expect(savedState("cart").lines).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Empezar pedido nuevo en Sede Centro" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/centro?service=delivery"));
    expect(asked[1]).not.toHaveProperty("cart_supplier_id");
    expect(savedState("cart")).toMatchObject({ supplierSlug: null, lines: [] });
    expect(savedState("order")).toMatchObject({ service: "delivery", supplierSlug: "centro" });
  });
});
