import { and, eq } from "drizzle-orm";
import { brandWithPlaces } from "@/tests/factories/places";
import { withTestDatabase } from "@/tests/helpers/test-database";
import * as t from "../../db/schema";
import { syncBranches } from "./branches";
import { upsertInstance } from "./instance";
import { syncPlaces } from "./places";

const db = withTestDatabase();

/** The branch's tables as the places step left them: code, token and whether it is on. */
async function tables(instanceId: number) {
  const rows = await db.current.db
    .select({ code: t.places.code, token: t.places.token, active: t.places.active })
    .from(t.places)
    .where(and(eq(t.places.instanceId, instanceId), eq(t.places.kind, "table")))
    .orderBy(t.places.code);
  return rows;
}

describe("the import's places step, run alone", () => {
  it("keeps a place's token (its printed QR code) across imports, and switches off one the file drops, reviving it when listed again", async () => {
    const file = { ...brandWithPlaces("mesas"), domains: [] };
    const run = (brand: typeof file) =>
      db.current.db.transaction(async (tx) => {
        const instanceId = await upsertInstance(tx, brand);
        const write = { tx, instanceId, brand };
        return { instanceId, count: await syncPlaces(write, await syncBranches(write)) };
      });

    const { instanceId, count } = await run(file);
    expect(count).toBeGreaterThan(0);
    const first = await tables(instanceId);
    expect(first.every((table) => table.active && /^[A-Za-z0-9_-]{24}$/.test(table.token))).toBe(true);

    const [dropped, ...kept] = file.branches[0]!.tables;
    await run({ ...file, branches: [{ ...file.branches[0]!, tables: kept }, ...file.branches.slice(1)] });
    const after = await tables(instanceId);
    expect(after).toEqual(first.map((table) => ({ ...table, active: table.code !== dropped!.code })));

    await run(file);
    expect(await tables(instanceId)).toEqual(first);
  });
});
