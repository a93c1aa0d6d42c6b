import { useTranslations } from "use-intl/react";
import { mapsHref, telHref, whatsappHref } from "@/lib/domain/brand/contact";
import type { OrderJourney } from "@/lib/domain/orders/order-journey";
import type { OrderBranch as Branch } from "@/lib/domain/orders/order-view";
import { placeLine } from "@/lib/domain/location/place-line";

/**
 * The order's branch on its order page: for a pickup, where to go (with directions in the phone's maps app);
 * for every service, how to reach the branch — a call or a WhatsApp message — when the diner needs to.
 */
export function OrderBranch({ branch, journey }: { branch: Branch; journey: OrderJourney }) {
  const t = useTranslations("order.branch");
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="branch-heading" data-order-branch={journey}>
      <div>
        <h2 id="branch-heading" className="text-sm font-semibold muted">
          {t(journey)}
        </h2>
        <p className="text-lg font-bold">{branch.name}</p>
        <p>
          {placeLine(branch.address, branch.city)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {journey === "pickup" && (
          <a href={mapsHref(branch.location)} className="btn-primary" target="_blank" rel="noopener noreferrer">
            {t("directions")}
          </a>
        )}
        {branch.whatsapp && (
          // the visible word stays short on a phone; the name a screen reader hears says whom it reaches
          <a href={whatsappHref(branch.whatsapp)} className="btn-outline" target="_blank" rel="noopener noreferrer" aria-label={t("whatsappName", { name: branch.name })}>
            {t("whatsapp")}
          </a>
        )}
        {branch.phone && (
          <a href={telHref(branch.phone)} className="btn-outline" aria-label={t("callName", { name: branch.name })}>
            {t("call")}
          </a>
        )}
      </div>
    </section>
  );
}
