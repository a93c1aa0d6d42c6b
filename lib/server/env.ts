import "server-only";
import { z } from "zod";

const flag = z.enum(["true", "false"]).transform((v) => v === "true").optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ROOT_DOMAIN: z.string().min(1).default("localhost"),
  DEFAULT_INSTANCE: z.string().optional(),
  CONFIG_URL: z.url().optional(),
  CONFIG_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(".data"),
  ADMIN_API_KEY: z.string().min(16, "ADMIN_API_KEY needs at least 16 characters").optional(),
  SENTRY_DSN: z.url().optional(),
  FLAG_DISABLE_TIP: flag,
  FLAG_ENABLE_MINIMUM_ORDER_VALUE: flag,
  FLAG_ENABLE_PLANO_ZONA: flag,
  FLAG_NEW_MENU: flag,
  FLAG_PREVIEW: flag,
});

export type Env = z.infer<typeof schema>;

let parsed: Env | undefined;

/** The validated environment. An invalid value stops the server at its first use, naming the variable. */
export function env(): Env {
  if (!parsed) {
    const blankless = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
    const result = schema.safeParse(blankless);
    if (!result.success) {
      const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
      throw new Error(`Invalid environment:\n${lines}`);
    }
    parsed = result.data;
  }
  return parsed;
}
