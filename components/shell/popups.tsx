"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { browserOnly } from "@/components/ui/browser-only";
import { fetchPopups, type ContentPopup } from "@/lib/client/api/popups";
import { deviceStorage } from "@/lib/client/stores/device-storage";
import { useOrder } from "@/lib/client/stores/brand-stores";
import { popupsAllowed } from "@/lib/domain/shell/popups";

// Most brands and most visits have no popup: the dialog's code is fetched only for one to show.
const PopupDialog = browserOnly(() => import("./popup-dialog").then((m) => m.PopupDialog));

const seenKey = (id: number) => `comanda:popup:${id}`;

/** The brand's content popups (product §2), each shown once per visit where product §2 allows them. */
export function Popups() {
  const pathname = usePathname();
  const supplier = useOrder((s) => s.supplierSlug);
  const service = useOrder((s) => s.service);
  const [popup, setPopup] = useState<ContentPopup | null>(null);
  const allowed = popupsAllowed(pathname, supplier, service);

  useEffect(() => {
    if (!allowed || !supplier || !service) return;
    let cancelled = false;
    void fetchPopups(supplier, service, "enter").then((list) => {
      const next = list.find((p) => !deviceStorage("sessionStorage").getItem(seenKey(p.id)));
      if (!cancelled && next) setPopup(next);
    });
    return () => {
      cancelled = true;
    };
  }, [allowed, supplier, service]);

  const close = () => {
    // a browser that refuses storage must still let the diner close it (seen for this page only)
    if (popup) deviceStorage("sessionStorage").setItem(seenKey(popup.id), "1");
    setPopup(null);
  };
  return popup ? <PopupDialog popup={popup} onClose={close} /> : null;
}
