import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDependencies } from "./lib/ensure.mjs";
import { clearPageCache } from "./lib/page-cache.mjs";
import { runOrExit } from "./lib/run.mjs";

/**
 * npm run demo — from a fresh clone to a running storefront: dependencies, migrations and the demo brands
 * (run it again and the data is reused), a production build, then the server on PORT (default 3000).
 * `npm run demo -- --skip-build` reuses the last build.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
const port = (process.env.PORT ??= "3000");
process.env.ADMIN_API_KEY ??= randomBytes(18).toString("base64url");
process.env.OPERATOR_API_KEY ??= randomBytes(18).toString("base64url");
process.env.PAYMENT_SECRETS_KEY ??= demoSecretsKey();

/**
 * The key that seals the demo brands' own gateway accounts (set in the console's online payments screen). It must
 * outlive the run, as the data it opens does, so the demo keeps it beside its data; a deployment keeps its key apart
 * from the database (docs/deployment.md).
 */
function demoSecretsKey() {
  const dir = path.resolve(process.env.DATA_DIR ?? ".data");
  const file = path.join(dir, "demo-payment-secrets.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(32).toString("base64");
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

await ensureDependencies();
await runOrExit("Database: migrations and demo brands", "npm", ["run", "-s", "db:seed"]);
// Read before the server starts: the embedded database is opened by one process at a time.
const tableQr = execFileSync(
  "npm",
  ["run", "-s", "brand:qr", "--", "fogon-andino", "--branch", "usaquen", "--urls", "--base-url", `http://fogon-andino.localhost:${port}`],
  { encoding: "utf8" },
)
  .split("\n")[0]
  .split("\t");
// Each brand's staff have their own operator key; the deployment's OPERATOR_API_KEY is only what they derive from.
const fogonOperatorKey = execFileSync("npm", ["run", "-s", "brand:operator-key", "--", "fogon-andino"], { encoding: "utf8" }).trim();
if (process.argv.includes("--skip-build")) clearPageCache();
else await runOrExit("Production build", process.execPath, ["node_modules/next/dist/bin/next", "build"]);

const brands = readdirSync("demo/brands")
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(`demo/brands/${file}`, "utf8")).instance)
  .sort((a, b) => a.slug.localeCompare(b.slug));
console.log("\nDemo brands:");
for (const brand of brands) {
  const note = brand.status === "locked" ? "  (locked: shows its inactive screen)" : "";
  console.log(`  ${brand.name.padEnd(26)} http://${brand.slug}.localhost:${port}${note}`);
}
console.log(`\nScan a table (El Fogón Andino, Usaquén, table ${tableQr[2]}; checkout mode: every phone's rounds join one tab, split and paid from the phones): ${tableQr[3]}
  All its QR codes on a printable sheet: npm run brand:qr -- fogon-andino (with the server stopped)
  Staff read open tabs and confirm cash:  curl -H "authorization: Bearer ${fogonOperatorKey}" -H "host: fogon-andino.localhost" http://127.0.0.1:${port}/api/v1/operator/tabs
  (El Fogón Andino's operator key; another brand's: OPERATOR_API_KEY=${process.env.OPERATOR_API_KEY} npm run brand:operator-key -- <slug>)`);
console.log(`\nImport a brand into this running server:
  ADMIN_API_KEY=${process.env.ADMIN_API_KEY} npm run brand:import -- path/to/brand.json --server http://127.0.0.1:${port}
Pay at the sandbox gateway (http://pay.localhost:${port}) with card 4242 4242 4242 4242; move an order as the kitchen would:
  curl -X PATCH -H "authorization: Bearer ${fogonOperatorKey}" -H "host: fogon-andino.localhost" -d '{"progress":"preparing"}' http://127.0.0.1:${port}/api/v1/operator/orders/1\n`);

// `npm start`: Next's own server (a deployment puts deploy/nginx or a CDN in front; the demo needs none)
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], { stdio: "inherit", env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
