import { runBrandQr } from "./lib/brand-qr-command";
import { runCommand } from "./lib/run-command";

runCommand(runBrandQr);
