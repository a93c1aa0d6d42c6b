import type { ReactNode } from "react";
import { RouteMessages } from "@/components/shell/route-messages";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import type { RouteNamespace } from "@/lib/i18n/messages";

/** The narrow column a private link's screen (a booking, its rating, a place in line) sits in, with its texts. */
export function LinkFrame({
  config,
  locale,
  namespaces = ["booking"],
  children,
}: {
  config: Pick<InstanceConfig, "country_code" | "timezone">;
  locale: Locale;
  namespaces?: RouteNamespace[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <RouteMessages config={config} locale={locale} namespaces={namespaces}>
        {children}
      </RouteMessages>
    </div>
  );
}
