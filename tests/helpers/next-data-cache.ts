import { IncrementalCache } from "next/dist/server/lib/incremental-cache";

/**
 * Pages read brand data through Next's data cache (unstable_cache), which Next's server hands to every
 * request. Outside that server (jest) Next's own cache is installed here without storage, so every read
 * loads afresh from the test database.
 */
export function withNextDataCache() {
  beforeAll(() => {
    (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache = new IncrementalCache({
      dev: false,
      requestHeaders: {},
      previewProps: { previewModeId: "", previewModeEncryptionKey: "", previewModeSigningKey: "" },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: "", previewModeEncryptionKey: "", previewModeSigningKey: "" } },
    });
  });
}
