"use client";

import { useMinuteClock } from "@/lib/client/use-minute-clock";
import { openingState, type OpeningPeriod } from "@/lib/domain/opening-hours";
import { OpenBadgeAt } from "./open-badge";

interface BranchHours {
  hours: OpeningPeriod[];
  timezone: string;
}

/** The brand's open status for its landing: open when any branch is, else when its first branch opens next. */
export function BrandOpenBadge({ branches }: { branches: BranchHours[] }) {
  const now = useMinuteClock();
  if (!now || branches.length === 0) return <span className="badge" aria-hidden="true" />;
  const pick = branches.find((branch) => openingState(branch.hours, branch.timezone, now).open) ?? branches[0]!;
  return <OpenBadgeAt hours={pick.hours} timezone={pick.timezone} now={now} />;
}
