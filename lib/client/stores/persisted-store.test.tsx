import { persistedStore } from "./persisted-store";

interface Counter {
  count: number;
  label: string;
  bump: () => void;
}

const counter = (kind: "localStorage" | "sessionStorage" = "localStorage") =>
  persistedStore<Counter>("comanda:marca:counter", kind, (set) => ({ count: 0, label: "nuevo", bump: () => set((s) => ({ count: s.count + 1 })) }));

describe("persistedStore: a store kept on the device, read back at app start", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("saves every change in the shape devices already hold ({state, version: 0}), actions left out", () => {
    const store = counter();
    store.getState().bump();
    store.setState({ label: "visto" });
    expect(JSON.parse(localStorage.getItem("comanda:marca:counter")!)).toEqual({ state: { count: 1, label: "visto" }, version: 0 });
  });

  it("reads nothing until asked, then takes the saved copy over its defaults and keeps its actions", async () => {
    localStorage.setItem("comanda:marca:counter", JSON.stringify({ state: { count: 4 }, version: 0 }));
    const store = counter();
    const finished = jest.fn();
    store.persist.onFinishHydration(finished);
    expect(store.getState().count).toBe(0);
    expect(store.persist.hasHydrated()).toBe(false);

    await store.persist.rehydrate();
    expect(store.persist.hasHydrated()).toBe(true);
    expect(finished).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ count: 4, label: "nuevo" });
    store.getState().bump();
    expect(store.getState().count).toBe(5);
  });

  it("leaves a copy it cannot read unhydrated, so app start can clear it and start afresh", async () => {
    localStorage.setItem("comanda:marca:counter", '{"state":{"count":');
    const store = counter();
    await store.persist.rehydrate();
    expect(store.persist.hasHydrated()).toBe(false);
    store.persist.clearStorage();
    expect(localStorage.getItem("comanda:marca:counter")).toBeNull();
    await store.persist.rehydrate();
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().count).toBe(0);
  });

  it("keeps a tab's store in that tab's storage only", () => {
    counter("sessionStorage").getState().bump();
    expect(sessionStorage.getItem("comanda:marca:counter")).not.toBeNull();
    expect(localStorage.getItem("comanda:marca:counter")).toBeNull();
  });

  it("stops telling a listener that unsubscribed", async () => {
    const store = counter();
    const finished = jest.fn();
    store.persist.onFinishHydration(finished)();
    await store.persist.rehydrate();
    expect(finished).not.toHaveBeenCalled();
  });
});
