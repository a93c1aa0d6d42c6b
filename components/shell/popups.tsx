"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { browserOnly } from "@/components/ui/browser-only";
import { callHeaders } from "@/lib/client/api/call-headers";
import { deviceStorage } from "@/lib/client/stores/device-storage";
import { useOrder } from "@/lib/client/stores/brand-stores";
import { popupsAllowed } from "@/lib/domain/popups";

export interface ContentPopup {
  id: number;
  image: string;
  url: string | null;
}

// Most brands and most visits have no popup: the dialog's code is fetched only for one to show.
const PopupDialog = browserOnly(() => import("./popup-dialog").then((m) => m.PopupDialog));

const seenKey = (id: number) => `comanda:popup:${id}`;

/** The brand's content popups (spec §2), each shown once per visit where the spec allows them. */
export function Popups() {
  const pathname = usePathname();
  const supplier = useOrder((s) => s.supplierSlug);
  const service = useOrder((s) => s.service);
  const [popup, setPopup] = useState<ContentPopup | null>(null);
  const allowed = popupsAllowed(pathname, supplier, service);

  useEffect(() => {
    if (!allowed || !supplier || !service) return;
    let cancelled = false;
    // plain fetch: the API's error table (api-failure.ts) would ride in every page's shell for a call that fails quietly
    fetch(`/api/content_popups.json?supplier_id=${encodeURIComponent(supplier)}&service=${service}&trigger=enter`, { headers: callHeaders() })
      .then((response) => (response.ok ? (response.json() as Promise<ContentPopup[]>) : []))
      .then((list) => {
        const next = list.find((p) => !deviceStorage("sessionStorage").getItem(seenKey(p.id)));
        if (!cancelled && next) setPopup(next);
      })
      .catch(() => undefined);
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
