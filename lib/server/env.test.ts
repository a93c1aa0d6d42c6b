import { readFileSync } from "node:fs";
import { ENV_KEYS, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills defaults for a bare environment", () => {
    expect(parseEnv({})).toMatchObject({ ROOT_DOMAIN: "localhost", DATA_DIR: ".data", CONFIG_TTL_SECONDS: 60 });
  });

  it("treats blank values as unset", () => {
    const parsed = parseEnv({ CONFIG_URL: "", DATABASE_URL: "" });
    expect(parsed.CONFIG_URL).toBeUndefined();
    expect(parsed.DATABASE_URL).toBeUndefined();
  });

  it("names every invalid variable at once", () => {
    const bad = { CONFIG_URL: "not a url", ADMIN_API_KEY: "short", CONFIG_TTL_SECONDS: "0" };
    expect(() => parseEnv(bad)).toThrow(/CONFIG_URL/);
    expect(() => parseEnv(bad)).toThrow(/ADMIN_API_KEY/);
    expect(() => parseEnv(bad)).toThrow(/CONFIG_TTL_SECONDS/);
  });

  it("takes a real gateway for the deployment only with its keys, naming each one missing", () => {
    expect(() => parseEnv({ PAYMENT_GATEWAY: "mercadopago" })).toThrow(/MERCADOPAGO_ACCESS_TOKEN is required when PAYMENT_GATEWAY=mercadopago/);
    expect(() => parseEnv({ PAYMENT_GATEWAY: "mercadopago", MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1" })).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
    expect(parseEnv({ PAYMENT_GATEWAY: "mercadopago", MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1", MERCADOPAGO_WEBHOOK_SECRET: "s" }).PAYMENT_GATEWAY).toBe("mercadopago");
    expect(() => parseEnv({ PAYMENT_GATEWAY: "wompi" })).toThrow(/WOMPI_PUBLIC_KEY is required when PAYMENT_GATEWAY=wompi/);
    expect(() => parseEnv({ PAYMENT_GATEWAY: "paypal" })).toThrow(/PAYMENT_GATEWAY/);
  });

  it("validates the pool size as a positive whole number, 10 by default", () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: "4" }).DATABASE_POOL_SIZE).toBe(4);
    for (const bad of ["0", "-2", "2.5", "many"]) expect(() => parseEnv({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("takes the payment secrets key and the previous ones only as 32 bytes in base64, never echoing them", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    const other = Buffer.alloc(32, 9).toString("base64url");
    expect(parseEnv({ PAYMENT_SECRETS_KEY: key, PAYMENT_SECRETS_PREVIOUS_KEYS: `${other}, ${key}` })).toMatchObject({ PAYMENT_SECRETS_KEY: key, PAYMENT_SECRETS_PREVIOUS_KEYS: [other, key] });
    expect(parseEnv({}).PAYMENT_SECRETS_PREVIOUS_KEYS).toEqual([]);
    const short = Buffer.alloc(16, 7).toString("base64");
    expect(() => parseEnv({ PAYMENT_SECRETS_KEY: short })).toThrow(/PAYMENT_SECRETS_KEY is 32 random bytes in base64/);
    expect(() => parseEnv({ PAYMENT_SECRETS_PREVIOUS_KEYS: `${key},nope` })).toThrow(/PAYMENT_SECRETS_PREVIOUS_KEYS/);
    expect(() => parseEnv({ PAYMENT_SECRETS_KEY: short })).not.toThrow(short);
  });

  it("takes SMTP as one URL or its parts, with a sender, and names what is missing", () => {
    expect(parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.com:465", MAIL_FROM: "Comanda <hola@comanda.app>" })).toMatchObject({ SMTP_URL: "smtps://u:p@smtp.example.com:465", MAIL_FROM: "Comanda <hola@comanda.app>" });
    expect(parseEnv({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "587", SMTP_USER: "u", SMTP_PASS: "p", SMTP_SECURE: "false", MAIL_FROM: "hola@comanda.app" })).toMatchObject({ SMTP_PORT: 587, SMTP_SECURE: false });
    expect(() => parseEnv({ SMTP_URL: "https://smtp.example.com" , MAIL_FROM: "hola@comanda.app" })).toThrow(/SMTP_URL is smtp:/);
    expect(() => parseEnv({ SMTP_HOST: "smtp.example.com" })).toThrow(/MAIL_FROM is required with SMTP/);
    expect(() => parseEnv({ SMTP_HOST: "smtp.example.com", SMTP_USER: "u", MAIL_FROM: "hola@comanda.app" })).toThrow(/SMTP_USER and SMTP_PASS go together/);
    expect(() => parseEnv({ SMTP_URL: "smtp://smtp.example.com", SMTP_PORT: "25", MAIL_FROM: "hola@comanda.app" })).toThrow(/SMTP_PORT is not set with SMTP_URL/);
    expect(() => parseEnv({ SMTP_PORT: "25" })).toThrow(/SMTP_HOST is required with SMTP_PORT/);
    expect(() => parseEnv({ SMTP_HOST: "smtp.example.com", MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM is an address/);
    expect(() => parseEnv({ SMTP_HOST: "smtp.example.com", MAIL_FROM: "hola@comanda.app", MAIL_WEBHOOK_URL: "https://hooks.example/mail" })).toThrow(/set one/);
  });

  it("reads flag overrides as booleans", () => {
    expect(parseEnv({ FLAG_DISABLE_TIP: "true", FLAG_PREVIEW: "false" })).toMatchObject({ FLAG_DISABLE_TIP: true, FLAG_PREVIEW: false });
  });
});

describe(".env.example", () => {
  const listed = (text: string) => new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
  const example = listed(readFileSync(".env.example", "utf8"));

  it("lists every variable the app reads", () => {
    expect(ENV_KEYS.length).toBeGreaterThan(25);
    expect(ENV_KEYS.filter((key) => !example.has(key))).toEqual([]);
  });

  it("lists the same variables as the README's environment table", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("## Environment"), readme.indexOf("\n## ", readme.indexOf("## Environment") + 1));
    const firstCells = [...table.matchAll(/^\| (.+?) \|/gm)].map((row) => row[1] ?? "");
    const documented = new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((name) => name[1])));
    expect([...example].sort()).toEqual([...documented].sort());
  });
});
