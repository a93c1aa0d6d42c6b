import { brandInitials } from "@/lib/domain/brand/brand-initials";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";

/** The brand's logo with fixed dimensions (no layout shift), or its initials when it has none. */
export function BrandLogo({ config, size }: { config: Pick<InstanceConfig, "logo" | "name">; size: number }) {
  if (config.logo) {
    // eslint-disable-next-line @next/next/no-img-element -- brand SVGs need no optimisation pipeline
    return <img src={config.logo} alt="" width={size} height={size} className="rounded-full" />;
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="grid place-items-center rounded-full bg-[var(--brand-on-primary)] font-bold text-[var(--brand-primary)]"
    >
      {brandInitials(config.name)}
    </span>
  );
}
