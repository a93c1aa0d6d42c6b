import { staffAccountCreateBody } from "@/lib/domain/staff/staff-bodies";
import { ensureOwner, type OwnerOutcome } from "@/lib/server/staff/ensure-owner";
import { generatePassword } from "@/lib/server/staff/password";
import type { CliIo } from "./cli-io";
import { withBrand } from "./with-brand";

const USAGE = 'usage: [STAFF_PASSWORD=…] npm run brand:staff -- <brand-slug> <email> [--name "Ana Pérez"] [--server http://host:port]';

/**
 * npm run brand:staff -- fogon-andino ana@fogon.co --name "Ana" — makes the brand's first owner of the staff
 * console, or gives an existing account of that address back as an enabled owner with a new password (and signs
 * its devices out). The password is STAFF_PASSWORD, or a strong one printed once here and kept nowhere else.
 * Reads the database as brand:import does (with the server stopped when it is the embedded one), or, with --server
 * (or COMANDA_SERVER_URL) and ADMIN_API_KEY, goes through a running server's admin API: the way to a brand's first
 * owner while the server holds its embedded database.
 */
export async function runBrandStaffOwner(argv: string[], io: CliIo): Promise<number> {
  const args = argv.values();
  const positional: string[] = [];
  let name: string | undefined;
  let server = io.env.COMANDA_SERVER_URL;
  for (const arg of args) {
    // --name and --server take the argument after them, so it is read off the same iterator
    if (arg === "--name") name = args.next().value ?? "";
    else if (arg === "--server") server = args.next().value ?? "";
    else if (arg.startsWith("--")) return usage(io, `unknown option ${arg}`);
    else positional.push(arg);
  }
  const [slug, address] = positional;
  const { shape } = staffAccountCreateBody;
  const email = shape.email.safeParse(address);
  const given = io.env.STAFF_PASSWORD;
  const password = given ? shape.password.safeParse(given) : { success: true as const, data: generatePassword() };
  const ownerName = shape.name.safeParse(name ?? email.data?.split("@")[0]);
  if (!slug || positional.length !== 2) return usage(io);
  if (!email.success) return usage(io, `"${address}" is not an email address`);
  if (!password.success) return usage(io, "STAFF_PASSWORD must be 10 to 256 characters");
  if (!ownerName.success) return usage(io, "--name must be 1 to 80 characters");
  if (server === "") return usage(io, "--server needs the server's URL");

  const owner = { email: email.data, name: ownerName.data, password: password.data };
  const done = ({ account, outcome }: { account: { email: string; id: number }; outcome: OwnerOutcome }) => {
    io.stdout.write(`${outcome === "created" ? "Created" : outcome === "reset" ? "Reset" : "Kept"} owner ${account.email} (#${account.id}) of ${slug}${server ? ` through ${server}` : ""}\n`);
    if (!given) io.stdout.write(`Password (shown once, keep it safe): ${password.data}\n`);
    return 0;
  };
  if (server) return throughServer(io, server, slug, owner, done);
  return withBrand(slug, io, async (brand) => done(await ensureOwner(brand.id, owner)));
}

/** The same through a running server's admin API (POST /api/admin/brands/{slug}/owners). */
async function throughServer(io: CliIo, server: string, slug: string, owner: { email: string; name: string; password: string }, done: (answer: { account: { email: string; id: number }; outcome: OwnerOutcome }) => number): Promise<number> {
  const key = io.env.ADMIN_API_KEY;
  if (!key) return usage(io, "ADMIN_API_KEY must be set to make an owner through a server");
  const response = await fetch(new URL(`/api/admin/brands/${encodeURIComponent(slug)}/owners`, server), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(owner),
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) {
    io.stderr.write(`${server} could not be reached: ${response.message}\n`);
    return 1;
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    io.stderr.write(`${slug}: the server answered ${response.status} (${body?.error?.message ?? "no details"})\n`);
    return 1;
  }
  return done(body);
}

function usage(io: CliIo, problem?: string): number {
  if (problem) io.stderr.write(`${problem}\n`);
  io.stderr.write(`${USAGE}\n`);
  return 2;
}
