"use client";

import { useEffect } from "react";
import type { KeepMessage } from "@/lib/client/sw/protocol";

/**
 * Registers the service worker (public/sw.js, built from lib/client/sw/worker.ts) in production builds, as
 * soon as the page is hydrated and the main thread idle: early enough that the first visit already leaves
 * an offline copy, never in the way of the page. A page the worker did not serve (the first visit) then asks
 * it to keep the page and the files it loaded.
 */
export function ServiceWorker() {
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
