import { brandTableOrdering, tableModeAt, tableOrdering } from "./table-ordering";

let ids = 0;
const branch = (on_table_class: string, services = ["on_table"], active = true) => ({ id: ++ids, on_table_class, services, active });
/** every branch here has tables, but those built with no table codes */
const withTables = (branches: { id: number }[], none: number[] = []) => Object.fromEntries(branches.filter((b) => !none.includes(b.id)).map((b) => [b.id, 8]));

describe("tableOrdering (product §4 on-table modes, before any QR)", () => {
  it("basic and unknown modes show the menu only: the waiter takes the order", () => {
    expect(tableOrdering("basic", 8)).toBe("waiter");
    expect(tableOrdering("whatever", 8)).toBe("waiter");
  });

  it("modes that order to a table need its QR first", () => {
    expect(tableOrdering("checkout", 8)).toBe("scan");
    expect(tableOrdering("checkout_no_incremental", 1)).toBe("scan");
  });

  it("a mode that orders to a table, at a branch without table codes, leaves ordering to the waiter", () => {
    expect(tableOrdering("checkout_no_incremental", 0)).toBe("waiter");
    expect(tableOrdering("checkout", 0)).toBe("waiter");
  });

  it("a food court orders from the phone at once", () => {
    expect(tableOrdering("checkout_plazoleta", 0)).toBe("phone");
  });
});

describe("tableModeAt", () => {
  it("keeps the branch's mode where its tables have codes, and a food court's without any", () => {
    expect(tableModeAt("checkout", 12)).toBe("checkout");
    expect(tableModeAt("checkout_plazoleta", 0)).toBe("checkout_plazoleta");
  });

  it("acts as basic where the mode orders to a table and there is no table code to scan", () => {
    expect(tableModeAt("checkout_no_incremental", 0)).toBe("basic");
  });
});

describe("brandTableOrdering (the landing's En mesa tile)", () => {
  const promised = (branches: ReturnType<typeof branch>[], none: number[] = []) => brandTableOrdering(branches, withTables(branches, none));

  it("never promises phone ordering when every table only shows the menu", () => {
    expect(promised([branch("basic"), branch("basic")])).toBe("waiter");
  });

  it("never promises it for a hotel whose ordering branch has rooms but no table codes", () => {
    const rooms = branch("checkout_no_incremental", ["room_service", "on_table"]);
    expect(promised([rooms, branch("basic")], [rooms.id])).toBe("waiter");
  });

  it("promises the most one active on-table branch allows", () => {
    expect(promised([branch("basic"), branch("checkout")])).toBe("scan");
    expect(promised([branch("checkout"), branch("checkout_plazoleta")])).toBe("phone");
  });

  it("leaves out branches that are off or do not serve at the table", () => {
    expect(promised([branch("basic"), branch("checkout", ["delivery"]), branch("checkout_plazoleta", ["on_table"], false)])).toBe("waiter");
    expect(promised([branch("checkout", ["delivery"])])).toBeNull();
  });
});
