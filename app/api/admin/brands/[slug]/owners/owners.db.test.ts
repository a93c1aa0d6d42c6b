import { and, eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import { staffAudit } from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { params } from "@/tests/helpers/requests";
import { signInAs } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

/*
 * A brand imported into a running server gets its first owner through the admin API (npm run brand:staff --
 * --server URL): the server holds the embedded database, so the command cannot open it itself.
 */
const KEY = "test-admin-key-0123456789";
const db = withTestDatabase();
let instanceId: number;
let client = 0;

beforeAll(async () => {
  process.env.ADMIN_API_KEY = KEY;
  ({ instanceId } = await importBrand(db.current.db, brand("nueva")));
});

const post = (slug: string, body: unknown, key = KEY) =>
  POST(
    new Request(`http://localhost/api/admin/brands/${slug}/owners`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "x-forwarded-for": `192.0.2.${(client += 1)}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    params({ slug }),
  );

const OWNER = { email: "Duena@Nueva.co", name: "Lucía", password: "una clave larga 2026" };

it("makes the brand's first owner, who can then sign in to the console; the password is never sent back", async () => {
  const made = await post("nueva", OWNER);
  expect(made.status).toBe(201);
  const answer = await made.json();
  expect(answer).toMatchObject({ outcome: "created", account: { email: "duena@nueva.co", role: "owner", name: "Lucía" } });
  expect(JSON.stringify(answer)).not.toContain(OWNER.password);
  expect(await signInAs("nueva", "duena@nueva.co", OWNER.password)).toEqual(expect.any(String));
  const [entry] = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, instanceId), eq(staffAudit.action, "staff.created")));
  expect(entry).toMatchObject({ accountId: null, detail: expect.objectContaining({ role: "owner", by: "admin_api" }) });

  // the same again keeps it; a new password gives it back (200), and the old one no longer opens it
  expect((await (await post("nueva", OWNER)).json()).outcome).toBe("unchanged");
  const reset = await post("nueva", { ...OWNER, password: "otra clave larga 2026" });
  expect(reset.status).toBe(200);
  expect((await reset.json()).outcome).toBe("reset");
  await expect(signInAs("nueva", "duena@nueva.co", OWNER.password)).rejects.toThrow();
});

it("refuses a wrong key, an unknown brand, and a body that is not an owner, with a 4xx and nothing made", async () => {
  expect((await post("nueva", { ...OWNER, email: "otra@nueva.co" }, "wrong-key-wrong-key-12")).status).toBe(401);
  expect((await post("nadie", OWNER)).status).toBe(404);
  expect((await post("x".repeat(65), OWNER)).status).toBe(404);
  expect((await post("\u0000", OWNER)).status).toBe(404);
  expect((await post("Nueva", OWNER)).status).toBe(404);
  for (const body of ["not json", {}, { ...OWNER, email: "no es correo" }, { ...OWNER, password: "corta" }, { ...OWNER, role: "kitchen" }, { ...OWNER, name: "" }]) {
    const response = await post("nueva", body);
    expect({ body, status: response.status }).toEqual({ body, status: 400 });
  }
  const created = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, instanceId), eq(staffAudit.action, "staff.created")));
  expect(created).toHaveLength(1);
});
