import { hostToInstance, normalizeHost } from "./host";

describe("hostToInstance", () => {
  it("reads the brand slug from its sub-domain of the root domain, ignoring port and case", () => {
    expect(hostToInstance("Fogon-Andino.localhost:3000", "localhost")).toEqual({ kind: "slug", slug: "fogon-andino" });
    expect(hostToInstance("cafe.comanda.app", "comanda.app")).toEqual({ kind: "slug", slug: "cafe" });
  });

  it("treats www.<slug> as the same brand", () => {
    expect(hostToInstance("www.cafe.comanda.app", "comanda.app")).toEqual({ kind: "slug", slug: "cafe" });
  });

  it("treats the root domain and IP addresses as a bare host", () => {
    expect(hostToInstance("localhost:3000", "localhost")).toEqual({ kind: "bare" });
    expect(hostToInstance("127.0.0.1:3000", "localhost")).toEqual({ kind: "bare" });
    expect(hostToInstance("[::1]:3000", "localhost")).toEqual({ kind: "bare" });
    expect(hostToInstance("", "localhost")).toEqual({ kind: "bare" });
  });

  it("treats any other host as a possible custom domain, without www", () => {
    expect(hostToInstance("pedidos.fogonandino.co", "localhost")).toEqual({ kind: "domain", domain: "pedidos.fogonandino.co" });
    expect(hostToInstance("www.fogonandino.co:443", "localhost")).toEqual({ kind: "domain", domain: "fogonandino.co" });
  });

  it("does not take a deeper name under the root domain for a slug", () => {
    expect(hostToInstance("a.b.comanda.app", "comanda.app")).toEqual({ kind: "domain", domain: "a.b.comanda.app" });
    expect(hostToInstance("evil_name.localhost", "localhost")).toEqual({ kind: "domain", domain: "evil_name.localhost" });
  });

  it("normalises trailing dots and ports", () => {
    expect(normalizeHost("Cafe.Localhost.:8080")).toBe("cafe.localhost");
  });
});
