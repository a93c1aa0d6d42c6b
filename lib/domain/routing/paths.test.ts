import {
  branchPath,
  brandOrigin,
  placeMenuPath,
  placeQrUrl,
  placeTokenIn,
  branchScreenPath,
  cartPath,
  categoryPath,
  grabAndGoOrderPath,
  historyPath,
  INACTIVE_PATH,
  LANDING_PATH,
  LOCATION_PATH,
  menuDigitalPath,
  menuScreenPath,
  MY_LOCATION_PATH,
  orderPath,
  precheckoutPath,
  productPath,
  tabPath,
  payOnlyPath,
  webcheckoutPath,
} from "./paths";

describe("storefront paths (product §2)", () => {
  it("builds each branch path", () => {
    expect(branchPath("chapinero")).toBe("/chapinero");
    expect(menuScreenPath("chapinero", "maincategories")).toBe("/chapinero/maincategories");
    expect(menuScreenPath("chapinero", "subcategories")).toBe("/chapinero/subcategories");
    expect(menuScreenPath("chapinero", "md")).toBe("/chapinero/md");
    expect(categoryPath("chapinero", 7)).toBe("/chapinero/subcategories#cat-7");
    expect(productPath("chapinero", 12)).toBe("/chapinero/view/12");
    expect(cartPath("chapinero")).toBe("/chapinero/delivery/order");
    expect(precheckoutPath("chapinero")).toBe("/chapinero/precheckout");
    expect(historyPath("chapinero")).toBe("/chapinero/history-my-orders");
    expect(menuDigitalPath("chapinero")).toBe("/chapinero/menu-digital");
    expect(grabAndGoOrderPath("chapinero")).toBe("/chapinero/grab-and-go/my-order");
    expect(tabPath("chapinero", 12, "table", "tok")).toBe("/chapinero/menu-digital/my-order/12?table=tok");
    expect(payOnlyPath("chapinero")).toBe("/chapinero/solo-pago");
    expect(payOnlyPath("chapinero", { kind: "room", token: "a b" })).toBe("/chapinero/solo-pago?room=a%20b");
    expect(placeMenuPath("chapinero", "room", "tok")).toBe("/chapinero?service=room_service&room=tok");
  });

  it("puts the order's token in the query, encoded, and leaves it out when there is none", () => {
    expect(orderPath("chapinero", 41, "a+b/c=")).toBe("/chapinero/order/41?token=a%2Bb%2Fc%3D");
    expect(orderPath("chapinero", 41)).toBe("/chapinero/order/41");
    expect(orderPath("chapinero", 41, null)).toBe("/chapinero/order/41");
    expect(webcheckoutPath("chapinero", 41, "tok en")).toBe("/chapinero/webcheckout/41?token=tok%20en");
  });

  it("encodes what arrives from a URL, so it cannot add segments or a query", () => {
    expect(branchPath("a/b?c")).toBe("/a%2Fb%3Fc");
    expect(orderPath("centro", "7/../x", "t")).toBe("/centro/order/7%2F..%2Fx?token=t");
    expect(new URL(orderPath("centro", "9?notice=x", "t"), "http://x.localhost").searchParams.get("notice")).toBeNull();
  });

  it("names the top-level screens", () => {
    expect([LANDING_PATH, LOCATION_PATH, MY_LOCATION_PATH, INACTIVE_PATH]).toEqual(["/", "/location", "/my-location", "/inactive-instance"]);
    expect(branchScreenPath("on_table")).toBe("/branch-to-on-table");
    expect(branchScreenPath("take_away")).toBe("/branch-to-take-away");
    expect(branchScreenPath("book")).toBe("/branch-to-book");
    expect(branchScreenPath("without_service")).toBe("/branch-without-service");
    expect(branchScreenPath("offices")).toBe("/branch-offices");
    expect(branchScreenPath("whatsapp")).toBe("/branch-whatsapp");
  });
});

describe("QR codes of tables, rooms and seats", () => {
  const token = "Zx-9_aBcDeFgHiJkLmNoPqRs";

  it("point at the branch's menu with the place's service and its token in the parameter of its kind", () => {
    expect(placeQrUrl("https://pedidos.fogonandino.co", "chapinero", "table", token)).toBe(
      `https://pedidos.fogonandino.co/chapinero?service=on_table&table=${token}`,
    );
    expect(placeQrUrl("http://costa-miraflores.localhost:3000", "miraflores", "room", token)).toBe(
      `http://costa-miraflores.localhost:3000/miraflores?service=room_service&room=${token}`,
    );
    expect(placeQrUrl("https://cine.example.com/", "centro", "seat", token)).toBe(`https://cine.example.com/centro?service=cinema&seat=${token}`);
  });

  it("encode a branch slug and never carry the place's code", () => {
    const url = new URL(placeQrUrl("https://a.example.com", "sede norte", "table", token));
    expect(url.pathname).toBe("/sede%20norte");
    expect([...url.searchParams.keys()]).toEqual(["service", "table"]);
  });

  it("use the brand's custom domain, else its own host (http with the port on localhost)", () => {
    expect(brandOrigin({ slug: "fogon-andino", domains: ["pedidos.fogonandino.co", "b.co"] }, "localhost", 3000)).toBe("https://pedidos.fogonandino.co");
    expect(brandOrigin({ slug: "fogon-andino", domains: [] }, "localhost", 3000)).toBe("http://fogon-andino.localhost:3000");
    expect(brandOrigin({ slug: "fogon-andino", domains: [] }, "comanda.app", 3000)).toBe("https://fogon-andino.comanda.app");
  });
});

describe("placeTokenIn (the token of a QR URL)", () => {
  it("reads the table, room or seat parameter, whichever the URL carries", () => {
    expect(placeTokenIn(new URLSearchParams("service=on_table&table=abc"))).toBe("abc");
    expect(placeTokenIn(new URLSearchParams("service=room_service&room=r1"))).toBe("r1");
    expect(placeTokenIn(new URLSearchParams("seat=s1"))).toBe("s1");
    expect(placeTokenIn(new URLSearchParams("service=on_table&table="))).toBeNull();
    expect(placeTokenIn(new URLSearchParams("service=on_table"))).toBeNull();
  });
});
