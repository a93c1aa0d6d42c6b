import { minor } from "../money/minor";
import type { BoardOrder } from "../orders/order-board-wire";
import type { FloorPlaceJson } from "../tabs/floor";
import type { TabJson } from "../tabs/tab-view";
import { boardOrderFromWire, boardOrderToWire, campaignsToWire, floorPlaceFromWire, floorPlaceToWire, forcedCloseToWire, operatorTabFromWire, operatorTabToWire, staffLinesFromWire } from "./staff-wire";

/*
 * The staff edge in a currency with centavos (MXN): the app holds 8950, the wire says 89.5. In COP, whose minor unit
 * is the peso, a missed conversion would go unnoticed.
 */

const boardJson: BoardOrder = {
  id: 41,
  service: "take_away",
  journey: "pickup",
  progress: "received",
  status: "pending",
  payment_method: "cash_or_dataphone",
  total: 183.5,
  currency: "MXN",
  name: null,
  place: null,
  guest: null,
  pickup_code: null,
  scheduled_for: null,
  comments: null,
  lines: [],
  round: false,
  pays_first: false,
  awaits_payment: true,
  created_at: "2026-11-28T17:52:00Z",
  updated_at: "2026-11-28T17:52:00Z",
};

const floorJson: FloorPlaceJson = {
  kind: "table",
  code: "4",
  zone: null,
  where: null,
  seats: 4,
  party: null,
  call: null,
  tab: {
    id: 7,
    opened_at: "2026-11-27T19:00:00.000Z",
    total: 120.5,
    paid: 40.25,
    held: 30,
    balance: 50.25,
    parts: [{ payer: "Ana", method: "cash_or_dataphone", amount: 30, state: "held" }],
    rounds_to_prepare: [],
    close_refusal: "tab_balance_due",
  },
};

const tabJson: TabJson = {
  id: 7,
  status: "open",
  currency: "MXN",
  version: 3,
  rounds: [],
  lines: [{ id: 1, round: 1, label: "Cerveza", options: [], quantity: 2, unit_price: 45.5, total: 91, claimed: { numerator: 0, denominator: 1 } }],
  parts: [{ id: 1, way: "full", amount: 91, tip: 9.1, state: "held", method: "cash_or_dataphone", payer: "Ana", equal: null, claims: [], created_at: "2026-11-23T20:30:00.000Z" }],
  total: 91,
  paid: 0,
  held: 91,
  balance: 0,
  refunded: 0,
  opened_at: "2026-11-27T19:00:00.000Z",
  closed_at: null,
};

describe("the staff edge's money", () => {
  it("reads a board order's total into minor units and writes it back as it came", () => {
    const order = boardOrderFromWire(boardJson);
    expect(order.total).toBe(18350);
    expect(boardOrderToWire(order)).toEqual(boardJson);
  });

  it("reads every amount of a floor's tab in the brand's currency, and writes them back", () => {
    const place = floorPlaceFromWire(floorJson, "MXN");
    expect(place.tab).toMatchObject({ total: 12050, paid: 4025, held: 3000, balance: 5025, parts: [{ amount: 3000 }] });
    expect(floorPlaceToWire(place, "MXN")).toEqual(floorJson);
    expect(floorPlaceFromWire({ ...floorJson, tab: null }, "MXN").tab).toBeNull();
  });

  it("reads an open tab for the console with its place, as the phones' tab reader does", () => {
    const place = { kind: "table" as const, code: "4", zone: null, token: "t".repeat(24), supplier_id: 3 };
    const tab = operatorTabFromWire({ ...tabJson, place });
    expect(tab).toMatchObject({ place, total: 9100, held: 9100, lines: [{ unit_price: 4550, total: 9100 }], parts: [{ amount: 9100, tip: 910 }] });
    expect(operatorTabToWire({ place, view: tab })).toEqual({ place, ...tabJson });
  });

  it("takes a staff-entered bill's prices in major units, refusing more decimals than the currency has by field", () => {
    expect(staffLinesFromWire([{ label: "Cena", quantity: 2, unit_price: 89.5 }], "MXN")).toEqual([{ label: "Cena", quantity: 2, unitPrice: 8950 }]);
    expect(() => staffLinesFromWire([{ label: "Cena", quantity: 1, unit_price: 10 }, { label: "Postre", quantity: 1, unit_price: 1.005 }], "MXN")).toThrow(
      expect.objectContaining({ code: "bad_request", detail: { fields: { "lines.1.unit_price": "too many decimals" } } }),
    );
  });

  it("writes a forced close's unpaid amount and a campaign's revenue in major units", () => {
    expect(forcedCloseToWire({ reason: "Se fueron", unpaid: minor(5025), released: [3] }, "MXN")).toEqual({ reason: "Se fueron", unpaid: 50.25, released: [3] });
    expect(campaignsToWire([{ utm_source: "ig", visits: 3, orders: 2, revenue: minor(18350) }], "MXN")).toEqual([{ utm_source: "ig", visits: 3, orders: 2, revenue: 183.5 }]);
  });
});
