import { runBrandImport } from "./lib/brand-import-command";
import { runCommand } from "./lib/run-command";

runCommand(runBrandImport);
