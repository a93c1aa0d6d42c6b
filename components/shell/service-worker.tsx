"use client";

import { useEffect } from "react";
import { useBrandStores } from "@/lib/client/stores/brand-stores";
import { isMenuCacheFailure, type KeepMessage } from "@/lib/client/sw/protocol";

/**
 * Registers the service worker (public/sw.js, built from lib/client/sw/worker.ts) in production builds, as
 * soon as the page is hydrated and the main thread idle: early enough that the first visit already leaves
 * an offline copy, never in the way of the page. A page the worker did not serve (the first visit) then asks
 * it to keep the page and the files it loaded. When the worker cannot keep the menu on the device, the page says
 * so (product §8 cache-layer failures), once per failure and page: the menu itself still came from the network.
 */
export function ServiceWorker() {
  const { appError } = useBrandStores();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const told = new Set<string>();
    const onMessage = ({ data }: MessageEvent) => {
      if (!isMenuCacheFailure(data) || told.has(data.key)) return;
      told.add(data.key);
      appError.getState().showError({ key: `menuCache.${data.key}`, icon: "warning" });
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [appError]);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const workers = navigator.serviceWorker;
    const register = async () => {
      const servedByWorker = !!workers.controller;
      await workers.register("/sw.js");
      if (servedByWorker) return;
      const message: KeepMessage = {
        type: "keep",
        page: location.href,
        files: performance.getEntriesByType("resource").map((entry) => entry.name),
      };
      (await workers.ready).active?.postMessage(message);
    };
    const start = () => void register().catch((error) => console.warn("service worker:", error));
    if ("requestIdleCallback" in window) {
      const idle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
