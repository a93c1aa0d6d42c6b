import { readFileSync } from "node:fs";
import { GET as manifest } from "@/app/[instance]/[locale]/(site)/manifest.webmanifest/route";
import { GET as robots } from "@/app/[instance]/[locale]/(site)/robots.txt/route";
import { GET as sitemap } from "@/app/[instance]/[locale]/(site)/sitemap.xml/route";
import { validateBrandFile } from "@/lib/domain/brand/brand-file";
import { importBrand } from "@/lib/server/brands/import-brand";
import { withNextDataCache } from "@/tests/helpers/next-data-cache";
import { params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

const db = withTestDatabase();
withNextDataCache();

function demo(slug: string, change: (brand: { instance: { status?: string }; domains: string[] }) => void = () => {}) {
  const file = JSON.parse(readFileSync("demo/brands/fogon-andino.json", "utf8"));
  file.instance.slug = slug;
  change(file);
  const checked = validateBrandFile(file);
  if (!checked.ok) throw new Error("the demo brand file is invalid");
  return checked.brand;
}

beforeAll(async () => {
  await importBrand(db.current.db, demo("fogon-andino"));
  await importBrand(db.current.db, demo("fogon-cerrado", (file) => ((file.instance.status = "locked"), (file.domains = []))));
});

const read = async (response: Response) => ({ status: response.status, type: response.headers.get("content-type"), text: await response.text() });
const of = (instance: string, locale = "es") => params({ instance, locale });

describe("a brand's robots.txt, sitemap.xml and manifest", () => {
  it("points crawlers at the storefront on its custom domain, and keeps private links out", async () => {
    const answer = await read(await robots(new Request("http://x/robots.txt"), of("fogon-andino")));
    expect(answer.type).toBe("text/plain; charset=utf-8");
    expect(answer.text).toContain("Sitemap: https://pedidos.fogonandino.co/sitemap.xml");
    expect(answer.text).toContain("Disallow: /book_info/");
    expect(answer.text).toContain("Disallow: /*/webcheckout/");
  });

  it("lists the landing, the branch screens, each branch's menus, booking form and product pages", async () => {
    const answer = await read(await sitemap(new Request("http://x/sitemap.xml"), of("fogon-andino")));
    expect(answer.type).toBe("application/xml; charset=utf-8");
    const locs = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = "https://pedidos.fogonandino.co";
    expect(locs).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/branch-to-book`, `${origin}/chapinero`, `${origin}/chapinero/md`, `${origin}/chapinero/reservar`, `${origin}/salitre/politicas-servicio`]));
    expect(locs.filter((loc) => /\/chapinero\/view\/\d+$/.test(loc!)).length).toBeGreaterThan(10);
    expect(locs.some((loc) => /book_info|webcheckout|order|precheckout/.test(loc!))).toBe(false);
    expect(answer.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it("gives each brand its web app manifest, in the page's language", async () => {
    const answer = await manifest(new Request("http://x/manifest.webmanifest"), of("fogon-andino", "en"));
    expect(answer.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(await answer.json()).toMatchObject({ name: "El Fogón Andino", lang: "en", start_url: "/", display: "standalone", theme_color: "#b5321f" });
  });

  it("closes a locked brand to crawlers and lists none of its pages; an unknown brand has neither", async () => {
    expect((await read(await robots(new Request("http://x/robots.txt"), of("fogon-cerrado")))).text).toBe("User-agent: *\nDisallow: /\n");
    expect((await read(await sitemap(new Request("http://x/sitemap.xml"), of("fogon-cerrado")))).text).not.toContain("<url>");
    expect((await robots(new Request("http://x/robots.txt"), of("nadie"))).status).toBe(404);
    expect((await sitemap(new Request("http://x/sitemap.xml"), of("fogon-andino", "fr"))).status).toBe(404);
  });
});
