"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useRef, useState } from "react";
import { CHUNK_FAILED_EVENT, isChunkLoadError } from "@/lib/client/chunk-failure";

/**
 * Product §8 chunk load failure: when a part of the app could not be loaded (a new version was deployed since the page
 * opened), an alert offers the reload that fixes it — from the shell's own code, since the failed part may be a
 * dialog's. Raised by browserOnly and by any ChunkLoadError the page did not catch.
 */
export function ChunkFailureNotice() {
  const t = useTranslations("shell.chunkFailure");
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const fail = () => setFailed(true);
    const onError = (event: ErrorEvent) => isChunkLoadError(event.error ?? { message: event.message }) && fail();
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && fail();
    window.addEventListener(CHUNK_FAILED_EVENT, fail);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener(CHUNK_FAILED_EVENT, fail);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  useEffect(() => {
    if (failed) buttonRef.current?.focus();
  }, [failed]);

  if (!failed) return null;
  return (
    <div role="alert" className="card fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-col gap-3 shadow-xl" data-chunk-failure>
      <p className="font-semibold">{t("title")}</p>
      <p>{t("body")}</p>
      <button ref={buttonRef} type="button" className="btn-primary self-start" onClick={() => window.location.reload()}>
        {t("reload")}
      </button>
    </div>
  );
}
