"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * A link that prefetches its page only when the diner shows intent (pointer over it, a finger on it), not
 * when it scrolls into view: the landing lists every service and the branches at once, and prefetching all
 * of them on a phone's first visit competes with the page's own requests.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
