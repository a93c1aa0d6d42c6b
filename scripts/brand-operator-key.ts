import { brandOperatorKey } from "@/lib/domain/staff/operator-key";
import { env } from "@/lib/server/env";
import { runMain } from "./lib/run-main";

const USAGE = "usage: OPERATOR_API_KEY=… npm run brand:operator-key -- <brand-slug>";

/**
 * npm run brand:operator-key -- fogon-andino — prints the key that brand's staff send to the operator API
 * (`Authorization: Bearer <key>`), derived from OPERATOR_API_KEY, which itself stays on the server. It reads no
 * database, so it runs beside a running server.
 */
async function main() {
  const [slug, ...rest] = process.argv.slice(2);
  const secret = env().OPERATOR_API_KEY;
  if (!slug || slug.startsWith("--") || rest.length) {
    console.error(USAGE);
    return 2;
  }
  if (!secret) {
    console.error(`OPERATOR_API_KEY is not set: the operator API is closed.\n${USAGE}`);
    return 2;
  }
  console.log(brandOperatorKey(secret, slug));
  return 0;
}

runMain(main);
