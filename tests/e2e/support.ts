import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/** A brand's public URL on the test server (Chromium resolves *.localhost by itself). */
export const brandUrl = (slug: string, path = "/") => `http://${slug}.localhost:${E2E_PORT}${path}`;
export const serverUrl = `http://127.0.0.1:${E2E_PORT}`;

/** `npm run brand:import -- <file> --server …`, as an operator would run it against the live server. */
export async function importThroughServer(file: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/brand-import.ts", file, "--server", serverUrl],
      { env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** axe on the whole page, or only inside `include` (a CSS selector). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export const renderedAt = (page: Page) => page.locator("[data-rendered-at]").getAttribute("data-rendered-at");
