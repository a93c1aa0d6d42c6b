import { minor } from "../money/minor";
import { csvCell, SALES_CSV_COLUMNS, salesRows, toCsv, type SaleOrder } from "./sales-csv";

const order = (over: Partial<SaleOrder> = {}): SaleOrder => ({
  id: 7,
  createdAt: new Date("2026-03-02T02:30:00Z"),
  branch: "centro",
  service: "delivery",
  progress: "delivered",
  status: "approved",
  paymentMethod: "online",
  tip: minor(150),
  consumptionTax: minor(80),
  discount: minor(500),
  couponCode: "BIENVENIDA",
  total: minor(8950),
  refunded: minor(0),
  lines: [
    { label: "Taco", quantity: 3, unitPrice: minor(2500), lineTotal: minor(7500) },
    { label: "Agua", quantity: 1, unitPrice: minor(1720), lineTotal: minor(1720) },
  ],
  ...over,
});

describe("salesRows", () => {
  it("writes one row per line, the order's own figures once, on the brand's clock and in major units", () => {
    expect(salesRows([order()], { currency: "MXN", timezone: "America/Mexico_City" })).toEqual([
      [7, "2026-03-01 20:30", "centro", "delivery", "delivered", "Taco", 3, "25.00", "75.00", "1.50", "0.80", "5.00", "BIENVENIDA", "89.50", "online", "yes", "0.00"],
      [7, "2026-03-01 20:30", "centro", "delivery", "delivered", "Agua", 1, "17.20", "17.20", "", "", "", "", "", "online", "yes", ""],
    ]);
  });

  it("writes a currency without decimals as whole units, and an unpaid order as not paid", () => {
    const [row] = salesRows([order({ status: "pending", couponCode: null, lines: [order().lines[0]!] })], { currency: "COP", timezone: "America/Bogota" });
    expect(row).toEqual([7, "2026-03-01 21:30", "centro", "delivery", "delivered", "Taco", 3, "2500", "7500", "150", "80", "500", "", "8950", "online", "no", "0"]);
  });

  it("writes what was refunded of an order once, on its first line", () => {
    const rows = salesRows([order({ refunded: minor(2500) })], { currency: "MXN", timezone: "America/Mexico_City" });
    expect(rows.map((row) => row.at(-1))).toEqual(["25.00", ""]);
  });
});

describe("csvCell", () => {
  it("keeps a spreadsheet from running a cell as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const text of ["+57 300", "-2", "@SUM(A1)", "\tcmd"]) expect(csvCell(text)).toBe(`'${text}`);
    expect(csvCell("Empanada = rica")).toBe("Empanada = rica");
  });

  it("quotes commas, quotes and line breaks, and leaves numbers alone", () => {
    expect(csvCell("Pan, queso")).toBe('"Pan, queso"');
    expect(csvCell('Dijo "sí"\nluego')).toBe('"Dijo ""sí""\nluego"');
    expect(csvCell(-3)).toBe("-3");
  });
});

describe("toCsv", () => {
  it("starts with a byte order mark, then the header, with CRLF line ends", () => {
    const csv = toCsv(SALES_CSV_COLUMNS, [[1, "Ñoquis"]]);
    expect(csv.startsWith("\uFEFForder,date_time,")).toBe(true);
    expect(csv.endsWith("\r\n1,Ñoquis\r\n")).toBe(true);
  });
});
