import { clientAddress } from "./client-address";

const request = (forwardedFor?: string) => new Request("http://fogon-andino.localhost/api/v1/orders", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

describe("clientAddress", () => {
  it("is the address the proxy appended, not one the client wrote before it", () => {
    expect(clientAddress(request("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(request("198.51.100.1, 10.0.0.1 ,203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(request("2001:db8::1"))).toBe("2001:db8::1");
  });

  it("is one shared key when no address came with the request", () => {
    expect(clientAddress(request())).toBe("unknown");
    expect(clientAddress(request(" , "))).toBe("unknown");
  });
});
