import { join, relative } from "node:path";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brandWithCallingTables } from "@/tests/factories/waiter-calls";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest } from "@/tests/helpers/requests";
import { routeFiles } from "@/tests/helpers/route-files";
import { withTestDatabase } from "@/tests/helpers/test-database";

/**
 * Operator keys are per brand. Every route under /api/v1/operator (found on disk, so a new one is
 * covered too) refuses brand A's key on brand B, and the deployment's OPERATOR_API_KEY itself, with 401 before
 * it reads anything; brand B's own key gets past the check.
 */
const db = withTestDatabase();
const DIR = join(process.cwd(), "app/api/v1/operator");
const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  await importBrand(db.current.db, brandWithCallingTables("marca-a"));
  await importBrand(db.current.db, { ...brandWithCallingTables("marca-b"), domains: [] });
});

const calls = routeFiles(DIR).flatMap((file) => {
  const path = `/api/v1/operator/${relative(DIR, file).replace(/\/?route\.ts$/, "")}`;
  return METHODS.map((method) => [`${method} ${path}`, file, method] as const);
});

async function call(file: string, method: (typeof METHODS)[number], key: string): Promise<Response | null> {
  const handler = ((await import(file)) as Partial<Record<string, Handler>>)[method];
  if (!handler) return null;
  const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify({ progress: "accepted", state: "paid" });
  const request = brandRequest("marca-b", "/api/v1/operator/x?supplier_id=centro", { method, body, headers: { authorization: `Bearer ${key}` } });
  return handler(request, { params: Promise.resolve({ id: "1" }) });
}

it("finds the operator routes", () => {
  expect(new Set(calls.map(([, file]) => file)).size).toBeGreaterThanOrEqual(5);
});

it.each(calls)("%s: brand A's key and the deployment secret are refused on brand B, B's key is let through", async (_name, file, method) => {
  const foreign = await call(file, method, operatorKey("marca-a"));
  if (!foreign) return;
  expect(foreign.status).toBe(401);
  expect((await foreign.json()).error.code).toBe("unauthorized");
  expect((await call(file, method, OPERATOR_SECRET))?.status).toBe(401);
  expect((await call(file, method, operatorKey("marca-b")))?.status).not.toBe(401);
});
