import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** What the image renderer draws (satori): PNG, JPEG and SVG. */
const TYPES: Readonly<Record<string, string>> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml" };
const MAX_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 3_000;
const PUBLIC_DIR = path.join(process.cwd(), "public");

const dataUri = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

/**
 * A brand's logo as a data: URI for drawing its icons and share card — a file of public/ (the demo brands,
 * /brand-assets/…) or an https address — or null when it cannot be had (missing, too big, a type the renderer
 * cannot draw, a slow host): the pictures are then drawn from the brand's name. Never throws.
 */
export async function brandLogoDataUri(logo: string | null): Promise<string | null> {
  if (!logo) return null;
  try {
    if (logo.startsWith("/")) return await localLogo(logo);
    if (/^https?:\/\//i.test(logo)) return await remoteLogo(logo);
  } catch {
    // the pictures fall back to the brand's initials
  }
  return null;
}

async function localLogo(urlPath: string): Promise<string | null> {
  const file = path.join(PUBLIC_DIR, decodeURIComponent(urlPath.split(/[?#]/)[0]!));
  const type = TYPES[path.extname(file).toLowerCase()];
  // a brand file cannot make the server read outside public/
  if (!type || !file.startsWith(PUBLIC_DIR + path.sep)) return null;
  const bytes = await readFile(file);
  return bytes.length <= MAX_BYTES ? dataUri(type, bytes) : null;
}

async function remoteLogo(url: string): Promise<string | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { "user-agent": "comanda" } });
  const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!response.ok || !Object.values(TYPES).includes(type)) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length <= MAX_BYTES ? dataUri(type, bytes) : null;
}
