import { and, eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand, brandInput } from "@/tests/factories/brand";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

// Outside Next's server there is no page cache: what the route asks of it is recorded instead.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));
const { revalidateTag } = jest.requireMock<{ revalidateTag: jest.Mock }>("next/cache");

/*
 * A brand's owner replaces its brand file from the console. Every problem comes back with its path
 * before anything is written — the schema's, a file of another brand, and what the database would refuse — a dry run
 * writes nothing, and only owners may do it.
 */
const db = withTestDatabase();
let instanceId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ instanceId } = await importBrand(db.current.db, brand("archivo")));
  await importBrand(db.current.db, brand("vecino"));
  await makeStaff(instanceId, "owner@archivo.co", "owner");
  await makeStaff(instanceId, "manager@archivo.co", "manager");
  for (const who of ["owner", "manager"]) tokens[who] = await signInAs("archivo", `${who}@archivo.co`);
});

const send = (file: unknown, { token = tokens.owner, dryRun = false, origin }: { token?: string; dryRun?: boolean; origin?: string | null } = {}) =>
  POST(staffRequest("archivo", `/api/staff/brand-file${dryRun ? "?dry_run=1" : ""}`, { method: "POST", token, body: file, origin: origin ?? undefined }));

const renamed = (name: string) => {
  const file = brandInput("archivo");
  file.menu.products![0]!.name = name;
  return file;
};
const productName = async () =>
  (await db.current.db.select({ name: t.products.name }).from(t.products).where(and(eq(t.products.instanceId, instanceId), eq(t.products.key, "arepa-queso"))))[0]!.name;

it("checks a file without writing it (a dry run), then imports it: the menu changes, the caches drop, the log says who", async () => {
  const before = await productName();
  const checked = await send(renamed("Arepa de choclo"), { dryRun: true });
  expect(checked.status).toBe(200);
  expect(await checked.json()).toEqual({ dry_run: true, counts: expect.objectContaining({ branches: 1, products: 3 }) });
  expect(await productName()).toEqual(before);
  expect(revalidateTag).not.toHaveBeenCalled();

  const imported = await send(renamed("Arepa de choclo"));
  expect(imported.status).toBe(200);
  expect(await productName()).toBe("Arepa de choclo");
  expect(revalidateTag).toHaveBeenCalledWith("brand:archivo", { expire: 0 });
  const [entry] = await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, "brand.imported")));
  expect(entry).toMatchObject({ accountId: expect.any(Number), detail: { counts: expect.objectContaining({ products: 3 }) } });
});

it("answers every problem with its path, writes nothing, and refuses a file of another brand", async () => {
  const broken = renamed("Nunca");
  broken.menu.products![1]!.price = -5;
  (broken.branches[0] as { location: unknown }).location = { lat: 200, lng: 0 };
  const refused = await send(broken);
  expect(refused.status).toBe(422);
  const { error } = await refused.json();
  expect(error.code).toBe("invalid_brand_file");
  const paths = error.issues.map((issue: { path: string }) => issue.path);
  expect(paths).toEqual(expect.arrayContaining(["menu.products.1.price", "branches.0.location.lat"]));
  expect(await productName()).not.toBe("Nunca");

  const other = await send(brandInput("vecino"));
  expect(other.status).toBe(422);
  expect((await other.json()).error.issues).toEqual([{ path: "instance.slug", message: expect.stringContaining("vecino") }]);
  const stillThere = await send("{not json");
  expect(stillThere.status).toBe(400);
});

it("finds what the database would refuse in a dry run too: a domain another brand has", async () => {
  const taking = brandInput("archivo");
  taking.domains = ["pedidos.vecino.co"];
  for (const dryRun of [true, false]) {
    const refused = await send(taking, { dryRun });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("brand_conflict");
  }
  const domains = await db.current.db.select().from(t.instanceDomains).where(eq(t.instanceDomains.domain, "pedidos.vecino.co"));
  expect(domains).toHaveLength(1);
  expect(domains[0]!.instanceId).not.toBe(instanceId);
});

it("is the owner's alone, and only from the brand's own pages", async () => {
  const manager = await send(renamed("Por el gerente"), { token: tokens.manager });
  expect(manager.status).toBe(403);
  const forged = await send(renamed("Desde otro sitio"), { origin: "https://evil.example" });
  expect(forged.status).toBe(403);
  expect((await forged.json()).error.code).toBe("csrf");
  expect(await productName()).toBe("Arepa de choclo");
});
