import { runBrandStaffOwner } from "./lib/brand-staff-owner-command";
import { runCommand } from "./lib/run-command";

runCommand(runBrandStaffOwner);
