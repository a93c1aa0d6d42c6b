"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import { reportChunkFailure, withChunkTimeout } from "@/lib/client/chunk-failure";

const noSubscription = () => () => {};
const Nothing = () => null;

/**
 * A component whose code is fetched in the browser only, when it is first rendered there: nothing on the
 * server nor at hydration, as next/dynamic with `ssr: false`, without next/dynamic's own ~1.2 kB gzip
 * (its loadable wrapper and server-side preload) in the page's first scripts.
 */
export function browserOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // A chunk that cannot be fetched (offline, before the service worker ever kept it) shows nothing rather
  // than throwing to the page's error boundary.
  // Product §9: one still loading after 120 s has failed, and a failure online (a deploy replaced the build) is
  // reported so the shell offers a reload (components/shell/chunk-failure-notice.tsx).
  const Loaded = lazy<ComponentType<P>>(() =>
    withChunkTimeout(load()).then(
      (component) => ({ default: component }),
      () => {
        reportChunkFailure();
        return { default: Nothing };
      },
    ),
  );
  return function BrowserOnly(props: P) {
    const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
    if (!inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
