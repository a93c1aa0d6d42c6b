import { act, render, waitFor } from "@testing-library/react";
import { BrandStoresProvider, chooseService, useBrandStores } from "./brand-stores";

const serviceCookie = () => document.cookie.split("; ").find((cookie) => cookie.startsWith("service="));

function mount() {
  const holder: { stores?: ReturnType<typeof useBrandStores> } = {};
  function Probe() {
    holder.stores = useBrandStores();
    return null;
  }
  render(
    <BrandStoresProvider instanceSlug="casa" currency="COP">
      <Probe />
    </BrandStoresProvider>,
  );
  return holder.stores!;
}

describe("BrandStoresProvider and the service cookie", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = "service=; path=/; max-age=0";
  });

  it("writes the diner's service where the proxy reads it for a bare /{branch}, whoever chooses it", async () => {
    const stores = mount();
    await waitFor(() => expect(stores.order.persist.hasHydrated()).toBe(true));
    expect(serviceCookie()).toBeUndefined();
    act(() => stores.order.getState().chooseService("on_table"));
    expect(serviceCookie()).toBe("service=on_table");
    act(() => stores.order.getState().chooseService("room_service"));
    expect(serviceCookie()).toBe("service=room_service");
  });

  it("writes the service the device remembers when the cookie is gone", async () => {
    localStorage.setItem("comanda:casa:order", JSON.stringify({ state: { service: "take_away" }, version: 0 }));
    mount();
    await waitFor(() => expect(serviceCookie()).toBe("service=take_away"));
  });

  it("keeps the saved service over an older cookie, and puts the cookie right: the cookie only serves a bare /{branch}", async () => {
    localStorage.setItem("comanda:casa:order", JSON.stringify({ state: { service: "room_service" }, version: 0 }));
    document.cookie = "service=on_table; path=/";
    const stores = mount();
    await waitFor(() => expect(serviceCookie()).toBe("service=room_service"));
    expect(stores.order.getState().service).toBe("room_service");
  });

  it("takes the cookie's service on a device whose saved state was lost", async () => {
    document.cookie = "service=on_table; path=/";
    const stores = mount();
    await waitFor(() => expect(stores.order.getState().service).toBe("on_table"));
  });
});

describe("chooseService", () => {
  const deliveryZone = JSON.stringify({ state: { id: 7, delivery_price: 4000, minimum_order_value: 20000, supplier_id: 1, address: null }, version: 0 });

  beforeEach(() => {
    localStorage.clear();
    document.cookie = "service=; path=/; max-age=0";
  });

  it("empties the delivery zone when the diner turns to take-away, and keeps it for other services (product §2)", async () => {
    localStorage.setItem("comanda:casa:polygon", deliveryZone);
    const stores = mount();
    await waitFor(() => expect(stores.polygon.getState().delivery_price).toBe(4000));
    act(() => chooseService(stores, "schedule"));
    expect(stores.polygon.getState().delivery_price).toBe(4000);
    act(() => chooseService(stores, "take_away"));
    expect(stores.order.getState().service).toBe("take_away");
    expect(stores.polygon.getState()).toMatchObject({ id: null, delivery_price: 0 });
  });

  it("applies to a cookie's service too: a device that lost its state takes take-away with no delivery fee", async () => {
    localStorage.setItem("comanda:casa:polygon", deliveryZone);
    document.cookie = "service=take_away; path=/";
    const stores = mount();
    await waitFor(() => expect(stores.order.getState().service).toBe("take_away"));
    expect(stores.polygon.getState()).toMatchObject({ id: null, delivery_price: 0 });
  });
});
