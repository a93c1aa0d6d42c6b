import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import { mergeMessages, messagesFor } from "./messages";

const keys = (messages: object, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("messages", () => {
  it("have the same keys in Spanish, English and Portuguese", () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
    expect(keys(pt).sort()).toEqual(keys(es).sort());
  });

  it("merge the brand country's label variant over the base language", () => {
    expect(messagesFor("es", "CO").services.delivery).toBe("Domicilio");
    expect(messagesFor("es", "PE").services.take_away).toBe("Para recoger");
    expect(messagesFor("es", "MX").landing.branches).toBe("Nuestras sucursales");
    // untouched keys keep the base text
    expect(messagesFor("es", "CO").services.book).toBe(es.services.book);
  });

  it("replace a compiled message whole: in the build a message with arguments is an array (icu-minify)", () => {
    // what icu-minify compiles "{count} platos" and "{count} productos" to
    const base = { cart: { items: [["count"], " platos"], title: "Tu pedido" } };
    const variant = { cart: { items: [["count"], " productos"] } };
    expect(mergeMessages(base as never, variant)).toEqual({ cart: { items: [["count"], " productos"], title: "Tu pedido" } });
  });

  it("use the base messages for countries without a variant and for other languages", () => {
    expect(messagesFor("es", "BR").services.delivery).toBe(es.services.delivery);
    expect(messagesFor("en", "CO").services.delivery).toBe(en.services.delivery);
  });

  it("only name keys that exist in the base messages", async () => {
    const base = new Set(keys(es));
    for (const country of ["CO", "PE", "CL", "MX", "SV", "PA"]) {
      const variant = (await import(`@/messages/variants/${country}.json`)).default as Record<string, object>;
      for (const [locale, overrides] of Object.entries(variant)) {
        expect({ country, locale, unknown: keys(overrides).filter((k) => !base.has(k)) }).toEqual({ country, locale, unknown: [] });
      }
    }
  });
});

describe("validation messages", () => {
  it("exist in every language for every key the domain schemas use", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const used = new Set<string>();
    for (const file of readdirSync("lib/domain", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      for (const match of readFileSync(`lib/domain/${file}`, "utf8").matchAll(/"validation\.([a-zA-Z]+)"/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const messages of [es, en, pt]) {
      const missing = [...used].filter((key) => !(key in messages.validation));
      expect(missing).toEqual([]);
    }
  });
});
