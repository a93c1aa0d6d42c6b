import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { noGeocoder, nominatimGeocoder } from "./geocoding";

let server: Server;
let base: string;
let lastUrl = "";
let reply: { status: number; body: unknown } = { status: 200, body: [] };

beforeAll(async () => {
  server = createServer((req, res) => {
    lastUrl = req.url ?? "";
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("geocoding", () => {
  it("finds nothing without a configured service, so the pin decides", async () => {
    expect(await noGeocoder.search("Calle 85 # 12-30", { countryCode: "CO" })).toEqual([]);
  });

  it("asks a Nominatim-compatible service within the brand's country, near the brand", async () => {
    reply = { status: 200, body: [{ lat: "4.667", lon: "-74.054", display_name: "Calle 85, Bogotá" }, { lat: "x", lon: "1", display_name: "bad" }] };
    const places = await nominatimGeocoder(base).search("Calle 85 # 12-30", { countryCode: "CO", near: { lat: 4.65, lng: -74.06 } });
    expect(places).toEqual([{ lat: 4.667, lng: -74.054, label: "Calle 85, Bogotá" }]);
    const url = new URL(lastUrl, "http://x");
    expect(url.pathname).toBe("/nominatim/search");
    expect(url.searchParams.get("countrycodes")).toBe("co");
    expect(url.searchParams.get("q")).toBe("Calle 85 # 12-30");
    expect(url.searchParams.get("viewbox")).toBe("-74.56,5.15,-73.56,4.15");
  });

  it("keeps the path and the query of a keyed service's URL, such as its API key, beside its own parameters", async () => {
    reply = { status: 200, body: [] };
    const origin = new URL(base).origin;
    await nominatimGeocoder(`${origin}/v1/?key=pk.secret`).search("Calle 85", { countryCode: "CO" });
    let url = new URL(lastUrl, "http://x");
    expect(url.pathname).toBe("/v1/search");
    expect(url.searchParams.get("key")).toBe("pk.secret");
    expect(url.searchParams.get("q")).toBe("Calle 85");

    await nominatimGeocoder(`${origin}?api_key=abc`).search("Calle 85", { countryCode: "CO" });
    url = new URL(lastUrl, "http://x");
    expect(url.pathname).toBe("/search");
    expect(url.searchParams.get("api_key")).toBe("abc");
    expect(url.searchParams.get("countrycodes")).toBe("co");
  });

  it("reports a failing service", async () => {
    reply = { status: 503, body: {} };
    await expect(nominatimGeocoder(base).search("Calle 85", { countryCode: "CO" })).rejects.toThrow("503");
  });
});
