import { profileKey } from "@/lib/domain/diners/profile";
import { callHeaders, setCallScope } from "./call-headers";

const profile = { id: "3f0c2a34-8d2b-4c3e-9a51-0c1d2e3f4a5b", token: "t".repeat(43) };

afterEach(() => {
  setCallScope(null);
  localStorage.clear();
  document.documentElement.lang = "";
});

describe("the headers of every call (product §6, §7)", () => {
  it("names the brand, the branch and service on the wire, the page's language and the diner's profile", () => {
    document.documentElement.lang = "pt";
    localStorage.setItem(profileKey("fogon-andino"), JSON.stringify(profile));
    setCallScope({ brand: "fogon-andino", supplier: "chapinero", service: "schedule" });
    expect(callHeaders()).toEqual({ customer_id: "fogon-andino", supplier_id: "chapinero", service: "delivery", subservice: "schedule", lang: "pt", profileid: profile.id, token: profile.token });
  });

  it("says only the brand and language before the diner has chosen a branch, and nothing of a profile not well formed or another brand's", () => {
    localStorage.setItem(profileKey("otra-marca"), JSON.stringify(profile));
    localStorage.setItem(profileKey("fogon-andino"), JSON.stringify({ id: "1", token: "x" }));
    setCallScope({ brand: "fogon-andino", supplier: null, service: null });
    expect(callHeaders()).toEqual({ customer_id: "fogon-andino", lang: "es" });
  });

  it("names the page's brand before its stores are read, and sends nothing outside a brand's pages", () => {
    localStorage.setItem(profileKey("fogon-andino"), JSON.stringify(profile));
    expect(callHeaders()).toEqual({});
    document.documentElement.dataset.brand = "fogon-andino";
    expect(callHeaders()).toEqual({ customer_id: "fogon-andino", lang: "es", profileid: profile.id, token: profile.token });
    delete document.documentElement.dataset.brand;
  });
});
