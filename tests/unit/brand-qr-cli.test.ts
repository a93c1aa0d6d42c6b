import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import QRCode from "qrcode";
import { placeQrUrl } from "@/lib/domain/routing/paths";
import { openConnection } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { brandWithPlacesInput } from "@/tests/factories/places";

/** `npm run brand:qr` on a PGlite folder that brand:import filled, as an operator runs both with the server stopped. */
const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-qr-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function cli(script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_OPTIONS: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** The places as the database holds them, read after the CLI has let go of the folder. */
async function placeRows() {
  const conn = await openConnection({ dataPath: path.join(dataDir, "pglite") });
  try {
    return await conn.db.select().from(t.places);
  } finally {
    await conn.close();
  }
}

const ORIGIN = "https://pedidos.example.com";

describe("brand:qr CLI", () => {
  jest.setTimeout(300_000);

  beforeAll(async () => {
    // Table "2" is imported, then dropped from the file: it stays in the database, switched off.
    const file = path.join(dataDir, "lugares.json");
    writeFileSync(file, JSON.stringify(brandWithPlacesInput("lugares")));
    expect(await cli("scripts/brand-import.ts", file)).toMatchObject({ code: 0 });
    const without = brandWithPlacesInput("lugares");
    without.branches[0]!.tables = without.branches[0]!.tables!.filter((table) => table.code !== "2");
    writeFileSync(file, JSON.stringify(without));
    expect(await cli("scripts/brand-import.ts", file)).toMatchObject({ code: 0 });
  });

  it("writes an A4 sheet with one card per place that takes orders, each with the QR code of its URL", async () => {
    const out = path.join(dataDir, "sheet.html");
    const result = await cli("scripts/brand-qr.ts", "lugares", "--out", out, "--base-url", ORIGIN);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("9 QR codes");
    const html = readFileSync(out, "utf8");
    expect(html).toContain("@page { size: A4;");
    expect(html).toContain("Mesa T-1");
    expect(html).toContain("Sala 1 · fila A · VIP");

    const rows = await placeRows();
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const branch = row.kind === "table" ? "centro" : "hotel";
      const url = placeQrUrl(ORIGIN, branch, row.kind, row.token);
      const svg = await QRCode.toString(url, { type: "svg" });
      const times = html.split(svg).length - 1;
      expect({ code: row.code, times }).toEqual({ code: row.code, times: row.active ? 1 : 0 });
      expect(html.includes(row.token)).toBe(row.active);
    }
    expect(html.match(/<section class="card"/g)).toHaveLength(9);
  });

  it("narrows the sheet to one branch, and lists the URLs on request", async () => {
    const result = await cli("scripts/brand-qr.ts", "lugares", "--branch", "hotel", "--urls", "--base-url", ORIGIN);
    expect(result).toMatchObject({ code: 0 });
    const lines = result.stdout.trim().split("\n");
    expect(lines.map((line) => line.split("\t").slice(0, 3).join(" "))).toEqual([
      "hotel room 101",
      "hotel room 204",
      "hotel seat sala-1/A1",
      "hotel seat sala-1/A2",
      "hotel seat sala-1/B1",
      "hotel seat sala-1/B2",
      "hotel seat sala-1/B3",
    ]);
    expect(lines[0]).toMatch(/\thttps:\/\/pedidos\.example\.com\/hotel\?service=room_service&room=[A-Za-z0-9_-]{24}$/);
  });

  it("refuses an unknown brand or branch, and prints its usage without a brand", async () => {
    expect(await cli("scripts/brand-qr.ts", "nadie")).toMatchObject({ code: 1, stderr: expect.stringContaining('No brand "nadie"') });
    expect(await cli("scripts/brand-qr.ts", "lugares", "--branch", "norte")).toMatchObject({ code: 1, stderr: expect.stringContaining('no branch "norte"') });
    expect(await cli("scripts/brand-qr.ts")).toMatchObject({ code: 2, stderr: expect.stringContaining("usage:") });
  });

  it("refuses to open a database folder another live process holds", async () => {
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const result = await cli("scripts/brand-qr.ts", "lugares");
    rmSync(path.join(dataDir, "pglite.lock"));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${process.pid}`);
  });
});
