import { closeStep, runCaptured, step } from "./run.mjs";

const node = process.execPath;

/**
 * The typecheck and the lint, side by side (each keeps one core busy), the lint's report after the typecheck's;
 * resolves to the first non-zero exit code, or 0.
 */
export async function staticChecks() {
  const LINT = "Lint (eslint)";
  const lint = runCaptured(node, ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."]);
  const typecheck = await step("Typecheck (tsc)", node, ["node_modules/typescript/bin/tsc", "--noEmit"]);
  const { code, output, ms } = await lint;
  console.log(`\n▶ ${LINT}\n${output.trim()}`);
  closeStep(LINT, code, ms);
  return typecheck || code;
}

/** jest's two projects (scripts/jest.mjs) on both cores, as the arguments of `run` or `runCaptured`. */
export const UNIT_TESTS = [node, ["scripts/jest.mjs", "--ci", "--maxWorkers=2"]];
