import { act, render, waitFor } from "@testing-library/react";
import { BrandStoresProvider, useBrandStores } from "./brand-stores";

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

  it("writes the diner's service where the proxy reads it, whoever chooses it", async () => {
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

  it("takes the cookie's service over the saved one: a ?service= link the last page had no time to read", async () => {
    localStorage.setItem("comanda:casa:order", JSON.stringify({ state: { service: "room_service" }, version: 0 }));
    document.cookie = "service=on_table; path=/";
    const stores = mount();
    await waitFor(() => expect(stores.order.persist.hasHydrated()).toBe(true));
    await waitFor(() => expect(stores.order.getState().service).toBe("on_table"));
    expect(serviceCookie()).toBe("service=on_table");
  });
});
