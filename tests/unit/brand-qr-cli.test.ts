import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import QRCode from "qrcode";
import { placeQrUrl } from "@/lib/domain/routing/paths";
import { closeConnection, getDb, openConnection, setConnection } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { runBrandImport } from "@/scripts/lib/brand-import-command";
import { runBrandQr } from "@/scripts/lib/brand-qr-command";
import { brandWithPlacesInput } from "@/tests/factories/places";
import { runInProcess } from "@/tests/helpers/command";
import { migratedImage } from "@/tests/helpers/migrated-image";

/**
 * `npm run brand:qr` on a PGlite folder that brand:import filled, as an operator runs both with the server stopped.
 * Both run in-process on the folder, except to write the sheet: that needs use-intl's ES module, which jest's node
 * project cannot require, so that test spawns the script, the one spawn among the brand commands' tests (and the
 * proof that a script's entry hands its command the arguments, DATA_DIR and the exit code).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-qr-"));
const dataPath = path.join(dataDir, "pglite");
// what a command's own connection opens (env() reads them once, before its first one): this folder, even where the
// shell has DATABASE_URL set; the spawned script inherits them
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
afterAll(async () => {
  await closeConnection();
  rmSync(dataDir, { recursive: true, force: true });
});

const qr = (...args: string[]) => runInProcess(runBrandQr, args);

const ORIGIN = "https://pedidos.example.com";

describe("brand:qr CLI", () => {
  beforeAll(async () => {
    // the folder starts from the migrated image: a fifth of what an empty one and every migration take
    setConnection(await openConnection({ dataPath, image: await migratedImage() }));
    // Table "2" is imported, then dropped from the file: it stays in the database, switched off.
    const file = path.join(dataDir, "lugares.json");
    writeFileSync(file, JSON.stringify(brandWithPlacesInput("lugares")));
    expect(await runInProcess(runBrandImport, [file])).toMatchObject({ code: 0 });
    const without = brandWithPlacesInput("lugares");
    without.branches[0]!.tables = without.branches[0]!.tables!.filter((table) => table.code !== "2");
    writeFileSync(file, JSON.stringify(without));
    expect(await runInProcess(runBrandImport, [file])).toMatchObject({ code: 0 });
  });

  it("writes an A4 sheet with one card per place that takes orders, each with the QR code of its URL", async () => {
    // the script opens the folder itself: this process lets go of it first, and opens it again after
    await closeConnection();
    const out = path.join(dataDir, "sheet.html");
    const result = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/brand-qr.ts", "lugares", "--out", out, "--base-url", ORIGIN], {
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    expect(result.stdout).toContain("9 QR codes");
    const html = readFileSync(out, "utf8");
    expect(html).toContain("@page { size: A4;");
    expect(html).toContain("Mesa T-1");
    expect(html).toContain("Sala 1 · fila A · VIP");

    const rows = await (await getDb()).select().from(t.places);
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
    const result = await qr("lugares", "--branch", "hotel", "--urls", "--base-url", ORIGIN);
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
    expect(await qr("nadie")).toMatchObject({ code: 1, stderr: expect.stringContaining('No brand "nadie"') });
    expect(await qr("lugares", "--branch", "norte")).toMatchObject({ code: 1, stderr: expect.stringContaining('no branch "norte"') });
    expect(await qr()).toMatchObject({ code: 2, stderr: expect.stringContaining("usage:") });
  });

  it("with brand:import, refuses to open a database folder another live process holds", async () => {
    await closeConnection();
    // not this process's own pid, which the lock lets in: the parent of this test's process is alive and another
    writeFileSync(`${dataPath}.lock`, String(process.ppid));
    const importing = await runInProcess(runBrandImport, ["tests/fixtures/brands/tienda-prueba.json"]);
    const printing = await qr("lugares");
    rmSync(`${dataPath}.lock`);
    for (const result of [importing, printing]) expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining(`in use by process ${process.ppid}`) });
  });
});
