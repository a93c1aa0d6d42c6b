import { contactHref, mapsHref, telHref, whatsappHref } from "./contact";

describe("contactHref", () => {
  it("prefers an explicit contact link", () => {
    expect(contactHref({ links: [{ type: "contact", url: "https://example.co/contacto" }], contact: { whatsapp: "+57 300" } })).toBe(
      "https://example.co/contacto",
    );
  });

  it("opens WhatsApp with digits only, then a call, then mail", () => {
    expect(contactHref({ links: [], contact: { whatsapp: "+57 (300) 123-4567" } })).toBe("https://wa.me/573001234567");
    expect(contactHref({ links: [], contact: { phone: "+57 601 555 1234" } })).toBe("tel:+576015551234");
    expect(contactHref({ links: [], contact: { email: "hola@example.co" } })).toBe("mailto:hola@example.co");
  });

  it("is null for a brand without contact details", () => {
    expect(contactHref({ links: [], contact: null })).toBeNull();
  });
});

describe("whatsappHref", () => {
  it("keeps only the digits of the number", () => {
    expect(whatsappHref("+57 310 456-7891")).toBe("https://wa.me/573104567891");
  });
});

describe("telHref and mapsHref", () => {
  it("dials digits and a leading +, and points the maps app at the branch", () => {
    expect(telHref("+57 (601) 555-0101")).toBe("tel:+576015550101");
    expect(mapsHref({ lat: 4.6486, lng: -74.0628 })).toBe("https://www.google.com/maps/search/?api=1&query=4.6486,-74.0628");
  });
});
