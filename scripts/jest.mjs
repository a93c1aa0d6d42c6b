import { run } from "./lib/run.mjs";

/** Runs both jest projects (see jest.config.mjs for why they need different Node flags); extra args pass on. */
const args = process.argv.slice(2);
const jest = (project, flags) =>
  run(process.execPath, [...flags, "node_modules/jest/bin/jest.js", "--selectProjects", project, "--passWithNoTests", ...args]);

const node = await jest("node", ["--experimental-vm-modules", "--no-warnings=ExperimentalWarning"]);
const dom = await jest("dom", []);
process.exit(node || dom);
