import { spawn } from "node:child_process";

/**
 * The layer boundaries of eslint.config.mjs, on small in-memory files linted as if they lived
 * at the given path: each forbidden import fails, and its allowed neighbour passes. ESLint's Node API runs
 * in a child process, since jest's module system cannot load the flat config's CommonJS plugins.
 */
const LINT = `
import { ESLint } from "eslint";
// import/no-cycle and the rules that read types look for each file on disk, where these in-memory files are not
// (they would throw): the boundaries need neither.
const typed = ["no-floating-promises", "no-misused-promises", "await-thenable", "no-unnecessary-type-assertion"];
const off = Object.fromEntries(["import/no-cycle", ...typed.map((rule) => "@typescript-eslint/" + rule)].map((rule) => [rule, "off"]));
const eslint = new ESLint({ overrideConfigFile: "eslint.config.mjs", overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: off } });
let input = "";
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(filePath + ": " + fatal.message);
  out.push(result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax").map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

async function lint(files: { filePath: string; code: string }[]): Promise<string[][]> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", LINT], { env: { ...process.env, NODE_OPTIONS: "" } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(JSON.stringify(files));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`eslint exited ${code}: ${stderr}`);
  return JSON.parse(stdout);
}

const USE = "\nexport const used = [value];\n";
const imports = (from: string) => `import { x as value } from "${from}";${USE}`;
const client = (body: string) => `"use client";\n\n${body}`;

/** [where the file lives, its code, whether the boundary refuses it] */
const CASES: [string, string, boolean][] = [
  // lib/client: no lib/server, by alias or relative path; a type-only import may cross
  ["lib/client/probe.ts", imports("@/lib/server/env"), true],
  ["lib/client/api/probe.ts", imports("../../server/env"), true],
  ["lib/client/probe.ts", `import type { Env } from "@/lib/server/env";\nexport type Used = Env;\n`, false],
  ["lib/client/probe.ts", imports("@/lib/domain/http/api-errors"), false],
  // any "use client" file, wherever it lives
  ["components/probe/probe.tsx", client(imports("@/lib/server/env")), true],
  ["app/probe/error.tsx", client(imports("../../lib/server/env")), true],
  ["components/probe/probe.tsx", client(`export { env } from "@/lib/server/env";\n`), true],
  ["components/probe/probe.tsx", client(imports("@/lib/domain/money/money")), false],
  // a server component may read the server
  ["components/probe/probe.tsx", imports("@/lib/server/env"), false],
  // lib/server: no components
  ["lib/server/probe.ts", imports("@/components/ui/field"), true],
  ["lib/server/http/probe.ts", imports("../../../components/ui/field"), true],
  ["lib/server/probe.ts", imports("@/lib/domain/http/api-errors"), false],
  // lib/domain: pure, no server, client or components
  ["lib/domain/money/probe.ts", imports("@/lib/server/env"), true],
  ["lib/domain/money/probe.ts", imports("../../server/env"), true],
  ["lib/domain/money/probe.ts", imports("@/lib/client/api/orders"), true],
  ["lib/domain/money/probe.ts", imports("../../client/api/orders"), true],
  ["lib/domain/money/probe.ts", imports("@/components/ui/field"), true],
  ["lib/domain/money/probe.ts", imports("./money"), false],
  ["lib/domain/cart/probe.ts", imports("../money/minor"), false],
];

describe("lint boundaries", () => {
  jest.setTimeout(180_000);

  it("refuse each forbidden import and let its allowed neighbour through", async () => {
    const results = await lint(CASES.map(([filePath, code]) => ({ filePath, code })));
    const seen = CASES.map(([filePath, code], i) => ({ filePath, code, refused: (results[i]?.length ?? 0) > 0 }));
    expect(seen).toEqual(CASES.map(([filePath, code, refused]) => ({ filePath, code, refused })));
  });
});
