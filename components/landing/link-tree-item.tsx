import type { LinktreeItem } from "@/lib/domain/brand/instance-config";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import { ServiceButton } from "./service-button";

/** A brand's own link-tree entry: a URL in a new or the same tab, or a service action (product §2). */
export function LinkTreeItemButton({ item, locale }: { item: LinktreeItem; locale: Locale }) {
  const label = localize(item.label_custom ?? item.label, locale);
  const content = item.image ? (
    // eslint-disable-next-line @next/next/no-img-element -- brand artwork, fixed box
    <img src={item.image} alt={label} width={320} height={96} className="h-24 w-full rounded-2xl object-cover" />
  ) : (
    label
  );
  if (item.target === "service" && item.service) {
    return (
      <ServiceButton service={item.service} className={item.image ? "block" : "tree-button-secondary"}>
        {content}
      </ServiceButton>
    );
  }
  const external = item.target === "_blank";
  return (
    <a
      href={item.url}
      className={item.image ? "block" : "tree-button-secondary"}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
    >
      {content}
    </a>
  );
}
