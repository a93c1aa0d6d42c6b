import { startMonitoring } from "@/lib/client/monitoring";
import { parseZodWithoutEval } from "@/lib/client/zod-without-eval";

parseZodWithoutEval();
startMonitoring();
