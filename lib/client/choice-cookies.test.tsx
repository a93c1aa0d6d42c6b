import { SERVICE_COOKIE } from "@/lib/domain/routing/routing";
import { readServiceCookie, writeServiceCookie } from "./choice-cookies";

afterEach(() => {
  document.cookie = `${SERVICE_COOKIE}=; path=/; max-age=0`;
  Reflect.deleteProperty(window, "cookieStore");
});

test("without the Cookie Store API the service is read from document.cookie, as written", async () => {
  expect(await readServiceCookie()).toBeNull();
  writeServiceCookie("take_away");
  expect(await readServiceCookie()).toBe("take_away");
});

test("an unknown service in the cookie reads as none", async () => {
  document.cookie = `${SERVICE_COOKIE}=teleport; path=/`;
  expect(await readServiceCookie()).toBeNull();
});

// The browser's own store (Chromium, Safari 18.4+, Firefox 140+); jsdom has none, so it is stood in for here.
test("with the Cookie Store API the service is read from it, and from document.cookie if it refuses", async () => {
  document.cookie = `${SERVICE_COOKIE}=delivery; path=/`;
  const get = jest.fn().mockResolvedValueOnce({ name: SERVICE_COOKIE, value: "on_table" }).mockRejectedValueOnce(new TypeError("opaque origin"));
  Object.defineProperty(window, "cookieStore", { value: { get }, configurable: true });
  expect(await readServiceCookie()).toBe("on_table");
  expect(get).toHaveBeenCalledWith(SERVICE_COOKIE);
  expect(await readServiceCookie()).toBe("delivery");
});
