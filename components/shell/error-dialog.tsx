"use client";

import { browserOnly } from "@/components/ui/browser-only";
import { useAppError } from "@/lib/client/stores/brand-stores";

// Most visits raise no error: the dialog's code is fetched with the first one. The store keeps the error
// meanwhile, so one raised before the code arrived opens the dialog as soon as it does.
const ErrorDialogBox = browserOnly(() => import("./error-dialog-box").then((m) => m.ErrorDialogBox));

/** The product §8 error dialog, once the app error store has held an error (kept mounted afterwards, closed). */
export function ErrorDialog() {
  const raised = useAppError((s) => s.key !== null || s.show);
  return raised ? <ErrorDialogBox /> : null;
}
