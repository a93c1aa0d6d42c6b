"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { useOrder } from "@/lib/client/stores/brand-stores";
import { popupsAllowed } from "@/lib/domain/popups";

interface Popup {
  id: number;
  image: string;
  url: string | null;
}

const seenKey = (id: number) => `comanda:popup:${id}`;

/** The brand's content popups (spec §2), each shown once per visit where the spec allows them. */
export function Popups() {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const supplier = useOrder((s) => s.supplierSlug);
  const service = useOrder((s) => s.service);
  const [popup, setPopup] = useState<Popup | null>(null);
  const ref = useModalDialog(popup !== null);
  const allowed = popupsAllowed(pathname, supplier, service);

  useEffect(() => {
    if (!allowed || !supplier || !service) return;
    let cancelled = false;
    fetch(`/api/content_popups.json?supplier_id=${encodeURIComponent(supplier)}&service=${service}&trigger=enter`)
      .then((response) => (response.ok ? (response.json() as Promise<Popup[]>) : []))
      .then((list) => {
        const next = list.find((p) => !sessionStorage.getItem(seenKey(p.id)));
        if (!cancelled && next) setPopup(next);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [allowed, supplier, service]);

  const close = () => {
    if (popup) sessionStorage.setItem(seenKey(popup.id), "1");
    setPopup(null);
  };
  const image = popup && (
    // eslint-disable-next-line @next/next/no-img-element -- brand artwork
    <img src={popup.image} alt="" width={600} height={600} className="h-auto w-full rounded-2xl" />
  );
  return (
    <dialog ref={ref} className="sheet" aria-label={t("popup")} onClose={close} data-popup={popup?.id}>
      <div className="flex justify-end">
        <button type="button" className="icon-button" aria-label={t("closePopup")} onClick={close}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {popup?.url ? (
        <a href={popup.url} onClick={close}>
          {image}
        </a>
      ) : (
        image
      )}
    </dialog>
  );
}
