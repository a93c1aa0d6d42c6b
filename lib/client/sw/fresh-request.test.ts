import { freshRequest, isRouterFetch } from "./fresh-request";

describe("the worker's requests to the server", () => {
  it("knows the App Router's payload fetches from other calls, and sends them past the HTTP cache", () => {
    const refresh = new Request("https://marca.example/centro?_rsc=abc", { headers: { RSC: "1", "Next-Router-State-Tree": "%5B%5D" } });
    expect(isRouterFetch(refresh)).toBe(true);
    expect(isRouterFetch(new Request("https://marca.example/api/v1/menu/centro/take_away.json"))).toBe(false);
    expect(isRouterFetch(new Request("https://marca.example/centro", { headers: { RSC: "0" } }))).toBe(false);
    const sent = freshRequest(refresh);
    expect(sent.cache).toBe("no-cache");
    expect(sent.headers.get("rsc")).toBe("1");
  });
});
