import { internalPath, isMenuServiceParam, isPublicAsset, menuScreenOf, menuServiceParam, routePathOf, serviceInLink, serviceInQuery, serviceMenuOf, withMenuService } from "./routing";
import { smartLinkOf, smartLinkPath, withoutLinkSecrets } from "../diners/smart-link";

describe("isPublicAsset", () => {
  it("lets single-segment files and public asset folders through", () => {
    expect(isPublicAsset("/sw.js")).toBe(true);
    // the brand's own pictures and documents are not files of public/ (../seo/brand-document-paths.ts)
    expect(isPublicAsset("/favicon.ico")).toBe(false);
    expect(isPublicAsset("/demo/fogon-andino/logo.svg")).toBe(true);
    expect(isPublicAsset("/schemas/brand.schema.json")).toBe(true);
  });

  it("never lets a page path through, even with a dot in it", () => {
    expect(isPublicAsset("/")).toBe(false);
    expect(isPublicAsset("/chapinero")).toBe(false);
    expect(isPublicAsset("/other-brand/es/chapinero.json")).toBe(false);
    expect(isPublicAsset("/api/config.json")).toBe(false);
  });
});

describe("internalPath", () => {
  it("prefixes brand and locale", () => {
    expect(internalPath("cafe", "es", "/")).toBe("/cafe/es");
    expect(internalPath("cafe", "en", "/chapinero")).toBe("/cafe/en/chapinero");
  });
});

describe("menuScreenOf (which public paths are menu screens)", () => {
  it("finds the branch of Home, the category screens, the short menu and both product paths", () => {
    expect(menuScreenOf("/chapinero")).toEqual({ supplier: "chapinero", rest: "" });
    expect(menuScreenOf("/chapinero/maincategories")).toEqual({ supplier: "chapinero", rest: "/maincategories" });
    expect(menuScreenOf("/chapinero/subcategories")).toEqual({ supplier: "chapinero", rest: "/subcategories" });
    expect(menuScreenOf("/chapinero/md")).toEqual({ supplier: "chapinero", rest: "/md" });
    expect(menuScreenOf("/chapinero/view/12")).toEqual({ supplier: "chapinero", rest: "/view/12" });
    expect(menuScreenOf("/chapinero/12")).toEqual({ supplier: "chapinero", rest: "/12" });
  });

  it("leaves the branch's other screens alone, today's and future ones", () => {
    for (const path of [
      "/chapinero/precheckout",
      "/chapinero/delivery/order",
      "/chapinero/delivery",
      "/chapinero/location",
      "/chapinero/order/41",
      "/chapinero/orders",
      "/chapinero/history-my-orders",
      "/chapinero/webcheckout/41",
      "/chapinero/politicas-servicio",
      "/chapinero/md/extra",
      "/chapinero/view",
      "/chapinero/view/12/more",
      "/chapinero/",
      "/chapinero//md",
    ]) {
      expect(menuScreenOf(path)).toBeNull();
    }
  });

  it("never reads a top-level screen as a branch", () => {
    for (const path of ["/", "/location", "/my-location", "/inactive-instance", "/branch-to-on-table", "/branch-offices", "/branch-whatsapp", "/rate/1/tok"]) {
      expect(menuScreenOf(path)).toBeNull();
    }
  });
});

describe("withMenuService", () => {
  it("inserts the service after the branch of a menu screen only", () => {
    expect(withMenuService("/chapinero", "on_table")).toBe("/chapinero/menu/on_table");
    expect(withMenuService("/chapinero/md", "default")).toBe("/chapinero/menu/default/md");
    expect(withMenuService("/chapinero/view/12", "room_service")).toBe("/chapinero/menu/room_service/view/12");
    expect(withMenuService("/chapinero/12", "delivery")).toBe("/chapinero/menu/delivery/12");
    expect(withMenuService("/chapinero/precheckout", "delivery")).toBe("/chapinero/precheckout");
    expect(withMenuService("/branch-to-on-table", "on_table")).toBe("/branch-to-on-table");
    expect(withMenuService("/", "on_table")).toBe("/");
  });
});

describe("routePathOf", () => {
  it("is the route a public URL renders: the menu of the URL's service, a smart link without its secrets", () => {
    const route = (url: string) => routePathOf(new URL(url, "http://x").pathname, new URL(url, "http://x").searchParams);
    expect(route("/chapinero?service=take_away")).toBe("/chapinero/menu/take_away");
    expect(route("/chapinero/view/12?service=delivery")).toBe("/chapinero/menu/delivery/view/12");
    expect(route("/chapinero")).toBe("/chapinero/menu/default");
    expect(route("/chapinero/menu-digital?service=delivery")).toBe("/chapinero/menu/on_table");
    expect(route("/chapinero/sl/0b6c1d4e-0000-4000-8000-000000000000/abc")).toBe("/chapinero/sl");
    expect(route("/chapinero/order/7?token=t")).toBe("/chapinero/order/7");
  });
});

describe("product §2's service menus (/menu-digital, /grab-and-go, /service-room)", () => {
  it("are the branch's Home for their one service, whatever the diner chose", () => {
    expect(withMenuService("/chapinero/menu-digital", "delivery")).toBe("/chapinero/menu/on_table");
    expect(withMenuService("/chapinero/menu-digital/home", "default")).toBe("/chapinero/menu/on_table");
    expect(withMenuService("/chapinero/menu-digital/newhome", "take_away")).toBe("/chapinero/menu/on_table");
    expect(withMenuService("/chapinero/grab-and-go", "delivery")).toBe("/chapinero/menu/grab_and_go");
    expect(withMenuService("/chapinero/service-room", "on_table")).toBe("/chapinero/menu/room_service");
  });

  it("leave the screens under them and unknown ones alone", () => {
    for (const path of ["/chapinero/menu-digital/my-order/7", "/chapinero/grab-and-go/my-order", "/chapinero/menu-digital/other", "/chapinero/service-room/home", "/branch-to-on-table/menu-digital"]) {
      expect(serviceMenuOf(path)).toBeNull();
    }
    expect(withMenuService("/chapinero/menu-digital/my-order/7", "on_table")).toBe("/chapinero/menu-digital/my-order/7");
  });

  it("name their service as a link does, over ?service=", () => {
    expect(serviceInLink("/chapinero/menu-digital", new URLSearchParams("service=delivery"))).toBe("on_table");
    expect(serviceInLink("/chapinero/grab-and-go", new URLSearchParams())).toBe("grab_and_go");
    expect(serviceInLink("/chapinero", new URLSearchParams("service=room_service"))).toBe("room_service");
    expect(serviceInLink("/chapinero", new URLSearchParams())).toBeNull();
  });
});

describe("the menu's service", () => {
  it("comes from ?service=, else the cookie, else the default", () => {
    expect(menuServiceParam("on_table", "room_service")).toBe("on_table");
    expect(menuServiceParam(null, "room_service")).toBe("room_service");
    expect(menuServiceParam("buffet", "take_away")).toBe("take_away");
    expect(menuServiceParam(undefined, "nonsense")).toBe("default");
    expect(menuServiceParam(null, undefined)).toBe("default");
  });

  it("is read from a link only when it names a service", () => {
    expect(serviceInQuery(new URLSearchParams("service=room_service&lang=en"))).toBe("room_service");
    expect(serviceInQuery(new URLSearchParams("service=buffet"))).toBeNull();
    expect(serviceInQuery(new URLSearchParams(""))).toBeNull();
  });

  it("as a route param, is a service or the default and nothing else", () => {
    expect(isMenuServiceParam("on_table")).toBe(true);
    expect(isMenuServiceParam("default")).toBe(true);
    expect(isMenuServiceParam("buffet")).toBe(false);
    expect(isMenuServiceParam("")).toBe(false);
  });
});

describe("smart links (product §2 /{supplier_id}/sl/{profile_id}/{token}[/{purchase_id}])", () => {
  const profile = "3f0c2a34-8d2b-4c3e-9a51-0c1d2e3f4a5b";
  it("render one page per branch: the link's secrets never reach the route", () => {
    expect(withoutLinkSecrets(`/chapinero/sl/${profile}/secret-token`)).toBe("/chapinero/sl");
    expect(withoutLinkSecrets(`/chapinero/sl/${profile}/secret-token/42`)).toBe("/chapinero/sl");
    expect(withoutLinkSecrets("/chapinero/view/42")).toBe("/chapinero/view/42");
    expect(withoutLinkSecrets(`/chapinero/sl/${profile}/secret-token/not-a-purchase`)).toBe(`/chapinero/sl/${profile}/secret-token/not-a-purchase`);
  });

  it("are read back from the address as they were made", () => {
    const path = smartLinkPath("chapinero", profile, "a_b-c", 42);
    expect(path).toBe(`/chapinero/sl/${profile}/a_b-c/42`);
    expect(smartLinkOf(path)).toEqual({ profileId: profile, token: "a_b-c", purchaseId: 42 });
    expect(smartLinkOf(smartLinkPath("chapinero", profile, "a_b-c"))).toEqual({ profileId: profile, token: "a_b-c", purchaseId: null });
    expect(smartLinkOf("/chapinero/sl")).toBeNull();
  });
});
