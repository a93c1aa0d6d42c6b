import Link from "next/link";
import type { ReactNode } from "react";
import { sectionsFor } from "@/lib/domain/staff/staff-paths";
import type { StaffPage } from "@/lib/server/staff/staff-page";
import { StaffSignOut } from "./staff-sign-out";

/**
 * Every console screen's frame: the account and its ways out, the screens its role opens, the screen's
 * title and — on a screen of one branch — the account's branches to switch between.
 */
export function StaffFrame({ page, title, children }: { page: StaffPage; title: string; children: ReactNode }) {
  const { config, t, staff, section, branches, branch } = page;
  const sections = sectionsFor(staff.role);
  return (
    <>
      {/* the storefront header's colours, grown to two rows on a phone (the account, then the ways out) and scrolling away with the page */}
      <header className="header static h-auto flex-wrap justify-between gap-3 px-4 py-3">
        <p className="font-semibold">
          {config.name} · {t("staff.header.account", { name: staff.name, role: t(`staff.roles.${staff.role}`) })}
        </p>
        <StaffSignOut />
      </header>
      {/* one row each, scrolled sideways on a phone: the screen's content starts in the first view, not after six rows of chips */}
      {sections.length > 1 && (
        <nav aria-label={t("staff.sections.label")} className="mx-auto flex w-full max-w-7xl gap-2 overflow-x-auto px-4 pt-3 *:shrink-0">
          {sections.map((candidate) => (
            <Link key={candidate.key} href={candidate.path} className="chip" aria-current={candidate.key === section.key ? "page" : undefined}>
              {t(`staff.sections.${candidate.key}`)}
            </Link>
          ))}
        </nav>
      )}
      <main id="content" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        {section.perBranch && branches.length > 1 && (
          <nav aria-label={t("staff.board.branches")} className="flex gap-2 overflow-x-auto *:shrink-0">
            {branches.map((candidate) => (
              <Link key={candidate.id} href={`${section.path}?branch=${encodeURIComponent(candidate.slug)}`} className="chip" aria-current={candidate.id === branch?.id ? "page" : undefined}>
                {candidate.name}
              </Link>
            ))}
          </nav>
        )}
        {section.perBranch && !branch ? <p className="muted">{t("staff.board.noBranches")}</p> : children}
      </main>
    </>
  );
}
