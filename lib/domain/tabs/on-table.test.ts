import { SERVICE_KEYS } from "../brand/services";
import { isPaymentMandatory, mayPrepare, offersPayOnly, tabEntry, needsPlaceId, ON_TABLE_CLASSES, onTableClassOf, orderNeedsPlace, ordersAtPlace, ordersFromPhone, paysAtPrecheckout, placeContext, roundsJoinTab, showsCallWaiter, type OnTableClass } from "./on-table";

const at = (onTableClass: OnTableClass, room = false) => ({ onTableClass, room });
const modesWhere = (rule: (context: { onTableClass: OnTableClass; room: boolean }) => boolean) => ON_TABLE_CLASSES.filter((c) => rule(at(c)));

describe("on-table modes (product §4)", () => {
  it("makes payment mandatory for no_incremental, plazoleta and room service only", () => {
    expect(modesWhere(isPaymentMandatory)).toEqual(["checkout_plazoleta", "checkout_no_incremental"]);
    for (const mode of ON_TABLE_CLASSES) expect(isPaymentMandatory(at(mode, true))).toBe(true);
  });

  it("needs a table id for checkout and no_incremental, a room for room service", () => {
    expect(modesWhere(needsPlaceId)).toEqual(["checkout", "checkout_no_incremental"]);
    expect(needsPlaceId(at("basic", true))).toBe(true);
  });

  it("asks an order for its place's QR at a cinema seat, in a room, and at a table in the modes that need one, never elsewhere", () => {
    const needing = SERVICE_KEYS.flatMap((service) => ON_TABLE_CLASSES.filter((mode) => orderNeedsPlace(service, mode)).map((mode) => `${service}/${mode}`));
    expect(needing.sort()).toEqual(
      ["cinema", "room_service"].flatMap((service) => ON_TABLE_CLASSES.map((mode) => `${service}/${mode}`)).concat(["on_table/checkout", "on_table/checkout_no_incremental"]).sort(),
    );
  });

  it("adds rounds to the table's tab in checkout mode only, never in a room", () => {
    expect(modesWhere(roundsJoinTab)).toEqual(["checkout"]);
    expect(roundsJoinTab(at("checkout", true))).toBe(false);
  });

  it("lets basic only show the menu, and every other mode order from the phone", () => {
    expect(modesWhere(ordersFromPhone)).toEqual(["checkout", "checkout_plazoleta", "checkout_no_incremental"]);
    expect(ordersFromPhone(at("basic", true))).toBe(true);
  });
});

describe("the call-waiter control (product §2)", () => {
  const table = { tableId: "mesa-5", loading: false, brandAllowsCallWaiter: true };

  it("shows in checkout-type and non-incremental modes with a table id", () => {
    expect(ON_TABLE_CLASSES.filter((c) => showsCallWaiter({ ...at(c), ...table }))).toEqual(["checkout", "checkout_plazoleta", "checkout_no_incremental"]);
  });

  it("hides without a table id, in a room, while loading, and for a brand that switches it off", () => {
    const checkout = { ...at("checkout"), ...table };
    expect(showsCallWaiter(checkout)).toBe(true);
    expect(showsCallWaiter({ ...checkout, tableId: null })).toBe(false);
    expect(showsCallWaiter({ ...checkout, tableId: "" })).toBe(false);
    expect(showsCallWaiter({ ...checkout, room: true })).toBe(false);
    expect(showsCallWaiter({ ...checkout, loading: true })).toBe(false);
    expect(showsCallWaiter({ ...checkout, brandAllowsCallWaiter: false })).toBe(false);
  });
});

describe("what a QR place allows", () => {
  it("follows the branch's mode at a table, is room service in a room and pays first at a cinema seat", () => {
    for (const mode of ON_TABLE_CLASSES) {
      expect(placeContext("table", mode)).toEqual(at(mode));
      expect(isPaymentMandatory(placeContext("room", mode))).toBe(true);
      expect(roundsJoinTab(placeContext("room", mode))).toBe(false);
      const seat = placeContext("seat", mode);
      expect([isPaymentMandatory(seat), ordersFromPhone(seat), roundsJoinTab(seat)]).toEqual([true, true, false]);
    }
  });
});

describe("onTableClassOf (a branch's stored mode)", () => {
  it("keeps every known mode and reads anything else as basic", () => {
    for (const mode of ON_TABLE_CLASSES) expect(onTableClassOf(mode)).toBe(mode);
    expect(onTableClassOf("")).toBe("basic");
    expect(onTableClassOf("checkout_everything")).toBe("basic");
  });
});

describe("ordersAtPlace (whose cart action the on-table mode decides)", () => {
  it("is a table or a room, no other service", () => {
    expect(SERVICE_KEYS.filter(ordersAtPlace)).toEqual(["on_table", "room_service"]);
  });
});

describe("paysAtPrecheckout (which orders the precheckout takes)", () => {
  it("takes delivery, take-away, scheduled and every in-venue order paid first, never a booking", () => {
    for (const service of ["delivery", "take_away", "schedule", "room_service", "grab_and_go", "cinema"] as const) expect(paysAtPrecheckout(service, "basic")).toBe(true);
    expect(paysAtPrecheckout("book", "checkout")).toBe(false);
  });

  it("takes a table's order only where its mode pays before preparing", () => {
    expect(modesWhere((context) => paysAtPrecheckout("on_table", context.onTableClass))).toEqual(["checkout_plazoleta", "checkout_no_incremental"]);
  });
});

describe("pay before it is prepared (product §4)", () => {
  it("keeps an unpaid pay-first order from the kitchen until it is paid, and lets a tab's round or a delivery through", () => {
    const unpaid = { status: "pending", tabId: null };
    for (const service of ["on_table", "room_service", "grab_and_go", "cinema"]) {
      expect(mayPrepare({ ...unpaid, service }, "preparing")).toBe(false);
      expect(mayPrepare({ ...unpaid, service }, "canceled")).toBe(true);
      expect(mayPrepare({ ...unpaid, service, status: "approved" }, "preparing")).toBe(true);
    }
    expect(mayPrepare({ ...unpaid, service: "on_table", tabId: 3 }, "preparing")).toBe(true);
    expect(mayPrepare({ ...unpaid, service: "delivery" }, "preparing")).toBe(true);
  });
});

describe("pay-only (product §2 solo-pago)", () => {
  it("is offered by a branch with tables or hotel rooms, whatever its mode; not by one that only delivers or sells at a counter", () => {
    expect(offersPayOnly(["delivery", "on_table"])).toBe(true);
    expect(offersPayOnly(["room_service"])).toBe(true);
    expect(offersPayOnly(["delivery", "take_away", "schedule"])).toBe(false);
    expect(offersPayOnly(["cinema", "grab_and_go"])).toBe(false);
  });

  it("leads a checkout-mode table's menu to the tab its rounds join, and every other place's (a basic table's above all) to pay-only", () => {
    expect(tabEntry(placeContext("table", "checkout"))).toBe("tab");
    expect(tabEntry(placeContext("table", "basic"))).toBe("pay_only");
    expect(tabEntry(placeContext("table", "checkout_no_incremental"))).toBe("pay_only");
    expect(tabEntry(placeContext("room", "checkout"))).toBe("pay_only");
  });
});
