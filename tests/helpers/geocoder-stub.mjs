import { createServer } from "node:http";

/**
 * A stand-in for the brand's Nominatim-compatible geocoder (GEOCODER_URL) in the e2e suite: the real services
 * cannot be reached from here. It knows the addresses below (their street part, as a diner types it) and answers
 * nothing for any other, as a geocoder does for an address it cannot place.
 */
const KNOWN = [{ street: "carrera 6a # 119b-05", lat: "4.69531", lon: "-74.03102", display_name: "Carrera 6A # 119B-05, Usaquén, Bogotá" }];

/** Starts the stub on a free port of 127.0.0.1; resolves to its base URL. */
export function startGeocoderStub() {
  const server = createServer((request, response) => {
    const query = (new URL(request.url ?? "/", "http://stub").searchParams.get("q") ?? "").toLowerCase();
    const rows = request.url?.startsWith("/search") ? KNOWN.filter((place) => query.startsWith(place.street)) : [];
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(rows.map(({ street: _street, ...row }) => row)));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}/`)));
}
