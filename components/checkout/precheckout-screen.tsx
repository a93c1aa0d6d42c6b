"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useBrandStores, useCart, useOrder, usePolygon } from "@/lib/client/stores/brand-stores";
import { onTableClassOf, paysAtPrecheckout } from "@/lib/domain/tabs/on-table";
import { branchService, isDeliveryService } from "@/lib/domain/brand/services";
import { addressAtBranch } from "@/lib/domain/location/zone-at-branch";
import { branchPath, LANDING_PATH, LOCATION_PATH } from "@/lib/domain/routing/paths";
import { PendingOrderNotice } from "@/components/order/pending-order-notice";
import { ClosedNow } from "@/components/branches/branch-open-status";
import type { PrecheckoutProps } from "./precheckout-props";

/*
 * The form holds zod, react-hook-form and the phone numbering plans, most of this route's JavaScript: it is
 * fetched as the screen mounts, alongside the device's saved cart, instead of among the page's first scripts,
 * so the page paints and hydrates without it, and a diner this screen turns back never runs it.
 */
const loadForm = () => import("./precheckout-form");
const PrecheckoutForm = lazy(() => loadForm().then((module) => ({ default: module.PrecheckoutForm })));

/**
 * Product §2 /{supplier_id}/precheckout: waits for the device's cart, order and draft, then checks there is
 * something to pay for, a service this screen handles and, for delivery, an address inside a zone.
 */
export function PrecheckoutScreen(props: PrecheckoutProps) {
  const t = useTranslations("checkout");
  const stores = useBrandStores();
  const [ready, setReady] = useState(false);
  useEffect(() => void loadForm(), []);
  useEffect(() => {
    const all = [stores.cart, stores.order, stores.polygon, stores.checkoutDraft];
    const check = () => setReady(all.every((store) => store.persist.hasHydrated()));
    check();
    const unsubscribe = all.map((store) => store.persist.onFinishHydration(check));
    return () => unsubscribe.forEach((stop) => stop());
  }, [stores]);

  const cartSupplier = useCart((s) => s.supplierSlug);
  const lineCount = useCart((s) => s.lines.length);
  const chosen = useOrder((s) => s.service);
  const zone = usePolygon((s) => s);
  const service = branchService(props.services, chosen);

  const loading = (
    <p className="muted" role="status">
      {t("loading")}
    </p>
  );
  if (!ready) return loading;
  if (cartSupplier !== props.supplierSlug || lineCount === 0) {
    return <PendingOrderNotice supplierSlug={props.supplierSlug} otherwise={<Blocked message={t("emptyCart")} href={branchPath(props.supplierSlug)} action={t("backToMenu")} />} />;
  }
  if (!service || !paysAtPrecheckout(service, onTableClassOf(props.onTableClass))) {
    return <Blocked message={t("serviceNotHere")} href={LANDING_PATH} action={t("chooseService")} />;
  }
  if (isDeliveryService(service) && !addressAtBranch(zone, props.supplierId)) {
    return <Blocked message={t("addressNeeded")} href={LOCATION_PATH} action={t("setAddress")} alert />;
  }
  return (
    <>
      <ClosedNow {...props.clock} service={service} branch={{ id: props.supplierId, slug: props.supplierSlug, services: props.services }} />
      <Suspense fallback={loading}>
        <PrecheckoutForm {...props} service={service} />
      </Suspense>
    </>
  );
}

/** Why there is nothing to pay for yet, and the one step that fixes it; `alert` when the diner must act. */
function Blocked({ message, href, action, alert = false }: { message: string; href: string; action: string; alert?: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className={alert ? "alert-text" : "muted"}>{message}</p>
      <IntentLink href={href} className={alert ? "btn-primary" : "btn-outline"}>
        {action}
      </IntentLink>
    </div>
  );
}
