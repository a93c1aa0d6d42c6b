"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useRef, useState } from "react";
import { IntentLink } from "@/components/shell/intent-link";
import { fetchProfileOrders, signInWithSmartLink } from "@/lib/client/api/profile";
import { currentProfile } from "@/lib/client/profile";
import { keepProfile } from "@/lib/client/profile-session";
import { branchPath, historyPath, orderPath } from "@/lib/domain/routing/paths";
import { smartLinkOf } from "@/lib/domain/diners/smart-link";
import { useChoiceRouter } from "@/components/shell/link-choices";

/**
 * Product §2 smart link: signs this browser in to the link's profile, then opens the purchase it names (or the
 * diner's orders). A link signs in once, within its life; one that signs in to nothing says so, and the browser
 * keeps its own profile.
 */
export function SmartLinkSignIn({ supplier, brand }: { supplier: string; brand: string }) {
  const t = useTranslations("profile");
  const router = useChoiceRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = smartLinkOf(window.location.pathname);
    void (async () => {
      const profile = link && (await signInWithSmartLink(link.profileId, link.token).catch(() => null));
      // a link is spent once used: opened again on the browser it signed in, it still leads on
      const already = link && !profile && currentProfile(brand)?.id === link.profileId;
      if (!link || (!profile && !already)) return setFailed(true);
      if (profile) keepProfile(brand, profile);
      const purchase = link.purchaseId ? (await fetchProfileOrders().catch(() => [])).find((order) => order.id === link.purchaseId) : undefined;
      router.replace(purchase ? orderPath(purchase.supplierSlug, purchase.id, purchase.token) : historyPath(supplier));
    })();
  }, [brand, supplier, router]);

  useEffect(() => {
    if (failed) headingRef.current?.focus();
  }, [failed]);

  if (!failed) {
    return (
      <div className="grid place-items-center gap-3 py-16" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t("linkChecking")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-8" data-smart-link-invalid>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {t("linkInvalidTitle")}
      </h1>
      <p className="muted">{t("linkInvalid")}</p>
      <IntentLink href={branchPath(supplier)} className="btn-primary">
        {t("toMenu")}
      </IntentLink>
    </div>
  );
}
