import { staffAccountCreateBody } from "@/lib/domain/staff-bodies";
import { ensureOwner } from "@/lib/server/staff/ensure-owner";
import { generatePassword } from "@/lib/server/staff/password";
import { runMain } from "./lib/run-main";
import { withBrand } from "./lib/with-brand";

const USAGE = 'usage: [STAFF_PASSWORD=…] npm run brand:staff -- <brand-slug> <email> [--name "Ana Pérez"]';

/**
 * npm run brand:staff -- fogon-andino ana@fogon.co --name "Ana" — makes the brand's first owner of the staff
 * console, or gives an existing account of that address back as an enabled owner with a new password (and signs
 * its devices out). The password is STAFF_PASSWORD, or a strong one printed once here and kept nowhere else.
 * Reads the database as brand:import does (with the server stopped when it is the embedded one).
 */
async function main() {
  const args = process.argv.slice(2).values();
  const positional: string[] = [];
  let name: string | undefined;
  for (const arg of args) {
    // --name takes the argument after it, so it is read off the same iterator
    if (arg === "--name") name = args.next().value ?? "";
    else if (arg.startsWith("--")) return usage(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [slug, address] = positional;
  const { shape } = staffAccountCreateBody;
  const email = shape.email.safeParse(address);
  const given = process.env.STAFF_PASSWORD;
  const password = given ? shape.password.safeParse(given) : { success: true as const, data: generatePassword() };
  const ownerName = shape.name.safeParse(name ?? email.data?.split("@")[0]);
  if (!slug || positional.length !== 2) return usage();
  if (!email.success) return usage(`"${address}" is not an email address`);
  if (!password.success) return usage("STAFF_PASSWORD must be 10 to 256 characters");
  if (!ownerName.success) return usage("--name must be 1 to 80 characters");

  return withBrand(slug, async (brand) => {
    const { account, outcome } = await ensureOwner(brand.id, { email: email.data, name: ownerName.data, password: password.data });
    console.log(`${outcome === "created" ? "Created" : outcome === "reset" ? "Reset" : "Kept"} owner ${account.email} (#${account.id}) of ${slug}`);
    if (!given) console.log(`Password (shown once, keep it safe): ${password.data}`);
    return 0;
  });
}

function usage(problem?: string): number {
  if (problem) console.error(problem);
  console.error(USAGE);
  return 2;
}

runMain(main);
