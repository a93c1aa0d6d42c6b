import "server-only";
import { Redis } from "ioredis";

/** Where replicas tell each other that a brand changed; each message is the brand's slug. */
export const BRAND_CHANGES_CHANNEL = "comanda:brand-changed";

export interface BrandChangeBus {
  /** Resolves once this replica listens (a change announced after it is never missed) and can announce. */
  ready: Promise<void>;
  /** Tells every replica (this one too) that `slug` changed; resolves once Redis has passed it on. */
  announce(slug: string): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  url: string;
  /** A brand changed on some replica: drop this replica's copies of it. */
  onChange: (slug: string) => void;
  /** The link to Redis was (re)made: announcements may have been missed meanwhile, so drop every copy. */
  onResync: () => void;
  channel?: string;
  /** Names the listening connection in Redis' CLIENT LIST. */
  name?: string;
}

/**
 * Redis pub/sub between replicas: one connection listens (ioredis re-subscribes after every reconnect), one
 * announces. An announcement while Redis is away fails fast and is logged, never waits: the other replicas
 * were cut off too, and resync when they reach Redis again.
 */
export function brandChangeBus({ url, onChange, onResync, channel = BRAND_CHANGES_CHANNEL, name = "comanda-brand-changes" }: Options): BrandChangeBus {
  // The listener's commands wait for Redis however long it is away (maxRetriesPerRequest: null), so its
  // subscription is made whenever Redis comes (back).
  const listener = new Redis(url, { lazyConnect: true, connectionName: name, maxRetriesPerRequest: null });
  const announcer = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let reported = false;
  const report = (error: Error) => {
    if (!reported) console.error(`Brand changes: Redis at REDIS_URL is unreachable (${error.message}); replicas may serve a changed brand for up to CONFIG_TTL_SECONDS`);
    reported = true;
  };
  listener.on("error", report);
  announcer.on("error", report);
  listener.on("message", (from: string, slug: string) => {
    if (from === channel) onChange(slug);
  });

  let subscribed = false;
  listener.on("ready", () => {
    reported = false;
    if (subscribed) onResync(); // a reconnect: ioredis has subscribed again before "ready"
  });
  const subscription = listener.subscribe(channel).then(() => {
    subscribed = true;
    onResync();
  });
  const connected = announcer.connect().catch(() => {}); // reported by the error listener; ioredis keeps retrying

  return {
    ready: Promise.all([subscription, connected]).then(() => {}),
    async announce(slug) {
      await announcer.publish(channel, slug).catch(report);
    },
    async close() {
      listener.disconnect();
      announcer.disconnect();
    },
  };
}
