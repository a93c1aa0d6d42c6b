import { config as zodConfig } from "zod";
import { startMonitoring } from "@/lib/client/monitoring";

startMonitoring();

// zod compiles its object parsers with `new Function` when it may: the CSP forbids eval (README, security
// headers), and even zod's probe for it is reported as a violation. The interpreted parsers are enough.
zodConfig({ jitless: true });
