import { readFileSync } from "node:fs";
import { brandInput } from "@/tests/factories/brand";
import { brandWithPlacesInput } from "@/tests/factories/places";
import { validateBrandFile, type BrandFileInput } from "./brand-file";
import { brandJsonSchema } from "./brand-json-schema";

const paths = (input: unknown) => {
  const result = validateBrandFile(input);
  return result.ok ? [] : result.issues.map((i) => i.path);
};

describe("validateBrandFile", () => {
  it("accepts a valid brand and fills defaults", () => {
    const result = validateBrandFile(brandInput());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.brand.instance.status).toBe("active");
      expect(result.brand.branches[0]!.on_table_class).toBe("basic");
    }
  });

  it("refuses a file nested deeper than any brand, as one issue, instead of running out of stack", () => {
    const input = { ...brandInput(), menu: JSON.parse(`${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`) };
    expect(paths(input)).toEqual(["(file)"]);
  });

  it("lists every bad field by its path", () => {
    const input = brandInput();
    input.instance.currency = "EUR" as never;
    input.instance.theme.theme_color = "red";
    input.branches[0]!.services = [];
    input.menu.products![0]!.price = -1;
    expect(paths(input)).toEqual(
      expect.arrayContaining(["instance.currency", "instance.theme.theme_color", "branches.0.services", "menu.products.0.price"]),
    );
  });

  it("asks a branch with the book service for its booking settings, and fills the rules a brand leaves out", () => {
    const input = brandInput();
    input.branches[0]!.services = ["on_table", "book"];
    expect(paths(input)).toEqual(["branches.0.booking"]);
    input.branches[0]!.booking = { zones: [{ key: "salon", name: "Salón", covers: 0 }] };
    expect(paths(input)).toEqual(["branches.0.booking.zones.0.covers"]);
    input.branches[0]!.booking = { zones: [{ key: "salon", name: "Salón", covers: 40 }] };
    const result = validateBrandFile(input);
    expect(result.ok && result.brand.branches[0]!.booking).toMatchObject({ slot_minutes: 30, turn_minutes: 90, max_party: 8, approval: "auto" });
  });

  it("takes the origins that may frame the booking popup only as bare origins", () => {
    const input = brandInput();
    input.instance.embed_origins = ["https://fogonandino.co", "http://localhost:8080"];
    expect(paths(input)).toEqual([]);
    for (const bad of ["https://fogonandino.co/reservas", "https://*.fogonandino.co", "fogonandino.co", "javascript:alert(1)", "https://fogonandino.co/"]) {
      input.instance.embed_origins = [bad];
      expect(paths(input)).toEqual(["instance.embed_origins.0"]);
    }
  });

  it("takes a branch's usual wait in whole minutes, and refuses a wait that cannot be", () => {
    const input = brandInput();
    input.branches[0]!.wait_minutes = { pickup: 0, delivery: 12.5 };
    expect(paths(input)).toEqual(expect.arrayContaining(["branches.0.wait_minutes.pickup", "branches.0.wait_minutes.delivery"]));
    input.branches[0]!.wait_minutes = { pickup: 20 };
    expect(validateBrandFile(input).ok).toBe(true);
  });

  it("checks references between parts of the file", () => {
    const input = brandInput();
    input.menu.products![0]!.category = "postres";
    input.menu.products![1]!.subcategory = "nope";
    input.polygons![0]!.branch = "norte";
    input.menu.upselling = [{ product: "no-existe" }];
    expect(paths(input)).toEqual(
      expect.arrayContaining(["menu.products.0.category", "menu.products.1.subcategory", "polygons.0.branch", "menu.upselling.0.product"]),
    );
  });

  it("rejects prices with more decimals than the brand's currency", () => {
    const input = brandInput();
    input.menu.products![0]!.price = 12000.5;
    expect(paths(input)).toContain("menu.products.0.price");
  });

  it("accepts a promo price beside a percent only when it is that percent off the price", () => {
    const input = brandInput();
    const product = input.menu.products![0]!; // 12.000 COP
    product.promo_percent = 15;
    product.promo_price = 10200;
    expect(paths(input)).toEqual([]);
    product.promo_price = 10000;
    const result = validateBrandFile(input);
    expect(result.ok ? [] : result.issues).toEqual([{ path: "menu.products.0.promo_price", message: expect.stringContaining("15 % off 12000 is 10200") }]);
    delete product.promo_price;
    expect(paths(input)).toEqual([]);
  });

  it("rejects amounts and counts the database's integer cannot hold, naming each field", () => {
    const input = brandInput();
    const product = input.menu.products![0]!;
    product.price = 2 ** 31; // COP has no decimals: 2^31 minor units
    product.stock = 2 ** 31;
    product.branches = { centro: { price: 2 ** 53, stock: 2 ** 40 } };
    input.polygons![0]!.delivery_price = 1e300;
    expect(paths(input)).toEqual(
      expect.arrayContaining([
        "menu.products.0.price",
        "menu.products.0.stock",
        "menu.products.0.branches.centro.price",
        "menu.products.0.branches.centro.stock",
        "polygons.0.delivery_price",
      ]),
    );
    const fits = brandInput();
    fits.menu.products![0]!.price = 2 ** 31 - 1;
    expect(validateBrandFile(fits).ok).toBe(true);
  });

  it("rejects text with a NUL character or an unpaired surrogate, naming the field", () => {
    const input = brandInput();
    input.instance.name = "Caja\u0000";
    input.menu.products![0]!.name = { es: "Arepa \ud83d" };
    expect(paths(input)).toEqual(expect.arrayContaining(["instance.name", "menu.products.0.name.es"]));
    const emoji = brandInput();
    emoji.menu.products![0]!.name = { es: "Arepa 🫓" };
    expect(validateBrandFile(emoji).ok).toBe(true);
  });

  it("rejects duplicate keys, open polygon rings and impossible option groups", () => {
    const input = brandInput();
    input.menu.products!.push({ ...input.menu.products![1]! });
    input.polygons![0]!.area.coordinates[0]![4] = [-74.0, 4.0];
    input.menu.products![0]!.option_groups![0]!.max = 5;
    const bad = paths(input);
    expect(bad).toEqual(expect.arrayContaining(["menu.products", "polygons.0.area.coordinates.0", "menu.products.0.option_groups.0.max"]));
  });

  it("rejects unknown fields instead of silently ignoring them", () => {
    const input = { ...brandInput(), extra: true };
    expect(paths(input)).toContain("(file)");
  });

  it("requires the forced language to be one the brand offers", () => {
    expect(paths(brandInput("x", { language: "pt", langs: ["es"] }))).toContain("instance.language");
  });
});

describe("tables, rooms and cinema seats", () => {
  it("are optional, and a branch's places are accepted with their zones, floors and rows", () => {
    const plain = validateBrandFile(brandInput());
    expect(plain.ok && plain.brand.branches[0]!.tables).toEqual([]);
    const result = validateBrandFile(brandWithPlacesInput());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.brand.branches[0]!.tables.map((t) => t.code)).toEqual(["1", "2", "T-1"]);
      expect(result.brand.branches[1]!.cinema_rooms[0]!.rows[1]!.seats).toEqual(["B1", "B2", "B3"]);
    }
  });

  it("rejects a code used twice within its kind, naming the list and the code", () => {
    const input = brandWithPlacesInput();
    input.branches[0]!.tables!.push({ code: "2" });
    input.branches[1]!.rooms!.push({ code: "101" });
    input.branches[1]!.cinema_rooms![0]!.rows[1]!.seats.push("A1");
    const result = validateBrandFile(input);
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        { path: "branches.0.tables", message: 'table "2" is listed twice' },
        { path: "branches.1.rooms", message: 'room "101" is listed twice' },
        { path: "branches.1.cinema_rooms.0.rows", message: 'seat "A1" is listed twice' },
      ]),
    );
  });

  it("lets two branches, and two cinema rooms, use the same codes", () => {
    const input = brandWithPlacesInput();
    input.branches[1]!.services.push("on_table");
    input.branches[1]!.tables = [{ code: "1" }];
    const room = input.branches[1]!.cinema_rooms![0]!;
    input.branches[1]!.cinema_rooms!.push({ ...room, code: "sala-2", name: "Sala 2" });
    expect(paths(input)).toEqual([]);
  });

  it("checks that each row's zone exists in its room and that the branch offers the place's service", () => {
    const input = brandWithPlacesInput();
    input.branches[1]!.cinema_rooms![0]!.rows[0]!.zone = "palco";
    input.branches[1]!.services = ["room_service"];
    input.branches[0]!.services = ["delivery"];
    const result = validateBrandFile(input);
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        { path: "branches.1.cinema_rooms.0.rows.0.zone", message: 'no zone "palco" in cinema room "sala-1"' },
        { path: "branches.1.cinema_rooms", message: 'cinema_rooms need the "cinema" service at this branch' },
        { path: "branches.0.tables", message: 'tables need the "on_table" service at this branch' },
      ]),
    );
  });

  it("rejects codes that cannot be printed or typed plainly", () => {
    const input = brandWithPlacesInput();
    input.branches[0]!.tables![0]!.code = "mesa 1";
    input.branches[1]!.rooms![0]!.code = "";
    expect(paths(input)).toEqual(expect.arrayContaining(["branches.0.tables.0.code", "branches.1.rooms.0.code"]));
  });
});

describe("surveys", () => {
  const withSurvey = (survey: Record<string, unknown>) => ({ ...brandInput(), surveys: [{ key: "visita", title: { es: "¿Cómo estuvo?" }, ...survey }] }) as BrandFileInput;
  const back = { type: "single", key: "volverias", label: "¿Volverías?", options: [{ key: "si", label: "Sí" }, { key: "no", label: "No" }] };

  it("are optional, and fill each question kind's defaults", () => {
    const none = validateBrandFile(brandInput());
    expect(none.ok && none.brand.surveys).toEqual([]);
    const result = validateBrandFile(
      withSurvey({ branch: "centro", service: "on_table", questions: [{ type: "scale", key: "comida", label: "Comida" }, back, { ...back, type: "multiple", key: "gusto" }, { type: "text", key: "comentario", label: "Algo más" }] }),
    );
    expect(result.ok && result.brand.surveys[0]!.questions).toEqual([
      { type: "scale", key: "comida", label: "Comida", required: true, from: 1, max: 10 },
      { ...back, required: true },
      { ...back, type: "multiple", key: "gusto", required: false },
      { type: "text", key: "comentario", label: "Algo más", required: false },
    ]);
  });

  it("take only scales from 0 or 1 to 5 or 10, 1 to 20 questions and 2 to 12 options", () => {
    expect(paths(withSurvey({ questions: [{ type: "scale", key: "nps", label: "¿Nos recomendarías?", from: 0, max: 10 }] }))).toEqual([]);
    expect(paths(withSurvey({ questions: [{ type: "scale", key: "a", label: "A", from: 2, max: 7 }] }))).toEqual(["surveys.0.questions.0.from", "surveys.0.questions.0.max"]);
    expect(paths(withSurvey({ questions: [] }))).toEqual(["surveys.0.questions"]);
    expect(paths(withSurvey({ questions: Array.from({ length: 21 }, (_, i) => ({ type: "text", key: `q${i}`, label: "?" })) }))).toEqual(["surveys.0.questions"]);
    expect(paths(withSurvey({ questions: [{ ...back, options: back.options.slice(0, 1) }] }))).toEqual(["surveys.0.questions.0.options"]);
    expect(paths(withSurvey({ questions: [{ ...back, options: Array.from({ length: 13 }, (_, i) => ({ key: `o${i}`, label: "?" })) }] }))).toEqual(["surveys.0.questions.0.options"]);
    expect(paths(withSurvey({ questions: [{ ...back, type: "ranking" }] }))).toEqual(["surveys.0.questions.0.type"]);
  });

  it("reject keys used twice, at each level, and a branch the file does not have", () => {
    const input = withSurvey({ branch: "norte", questions: [back, { ...back, options: [...back.options, { key: "si", label: "Claro" }] }] });
    input.surveys!.push({ ...input.surveys![0]!, branch: "centro" });
    expect(paths(input)).toEqual(["surveys", "surveys.0.branch", "surveys.0.questions", "surveys.0.questions.1.options", "surveys.1.questions", "surveys.1.questions.1.options"]);
  });
});

describe("published JSON Schema", () => {
  it("matches the zod schema (run npm run brand:schema after changing it)", () => {
    const published = JSON.parse(readFileSync("public/schemas/brand.schema.json", "utf8"));
    expect(published).toEqual(brandJsonSchema());
  });

  it("validates the demo brands", () => {
    for (const slug of ["fogon-andino", "costa-miraflores", "mercado-luna", "cafe-parque"]) {
      const file = JSON.parse(readFileSync(`demo/brands/${slug}.json`, "utf8"));
      expect({ slug, issues: paths(file) }).toEqual({ slug, issues: [] });
    }
  });
});

describe("validateBrandFile on a file with both kinds of problem", () => {
  it("lists shape and reference problems together", () => {
    const input = brandInput();
    input.instance.currency = "EUR" as never;
    input.menu.products![0]!.category = "nope";
    expect(paths(input)).toEqual(expect.arrayContaining(["instance.currency", "menu.products.0.category"]));
  });

  it("still reports the shape of a file too broken to follow references in", () => {
    expect(paths({ ...brandInput(), branches: "none" })).toContain("branches");
  });
});
