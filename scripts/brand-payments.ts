import { runBrandPayments } from "./lib/brand-payments-command";
import { runCommand } from "./lib/run-command";

runCommand(runBrandPayments);
