import { rmSync } from "node:fs";
import path from "node:path";
import { startGeocoderStub } from "../tests/helpers/geocoder-stub.mjs";
import { startMercadoPagoStandIn } from "../tests/helpers/mercadopago-stand-in.mjs";
import { WompiStandIn } from "../tests/helpers/wompi-stand-in.mjs";
import { startDeployment } from "./lib/front.mjs";
import { clearPageCache } from "./lib/page-cache.mjs";
import { run } from "./lib/run.mjs";

/**
 * The server the Playwright suite talks to: a fresh PGlite folder with the demo brands, and the production
 * build as a deployment serves it — `next start` behind deploy/nginx (scripts/lib/front.mjs), so the tests see
 * what a brand would deploy. Everything started here ends with this process, the stub geocoder and the Mercado Pago
 * and Wompi stand-ins it is given (tests/helpers/) too.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
rmSync(dataDir, { recursive: true, force: true });
clearPageCache();
const port = Number(process.env.E2E_PORT ?? "3100");
// A geocoder that knows one address: the location screen's geocoded path is tested, the rest place the pin.
// Mercado Pago's API and Checkout Pro page, and Wompi's API and Web Checkout, as stand-ins on free ports; Wompi sends
// its events where an owner would set them in its merchant panel, this deployment's events URL.
const wompi = new WompiStandIn({ eventsUrl: () => `http://127.0.0.1:${port}/api/payments/events/wompi` });
await wompi.start();
const env = {
  DATA_DIR: dataDir,
  GEOCODER_URL: await startGeocoderStub(),
  MERCADOPAGO_API_URL: (await startMercadoPagoStandIn()).url,
  WOMPI_API_URL: wompi.url,
  WOMPI_CHECKOUT_URL: wompi.checkoutUrl,
};
// Open round the clock: orders for now are refused at a closed branch, and the suite runs at any hour.
const seeded = await run("npm", ["run", "-s", "db:seed", "--", "--open-all-day"], { env });
if (seeded !== 0) process.exit(seeded);
const deployment = await startDeployment(port, env, { inherit: true });
console.log(`▲ Comanda behind nginx on http://127.0.0.1:${port} (next start on ${port + 1})`);
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void deployment.stop().then(() => process.exit(0)));
