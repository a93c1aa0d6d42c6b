"use client";

import { useTranslations } from "use-intl/react";
import { fetchAccounts } from "@/lib/client/api/staff-accounts";
import { useLive } from "@/lib/client/use-live";
import type { StaffRole } from "@/lib/domain/staff/staff-roles";
import type { StaffAccountListed } from "@/lib/domain/staff/staff-wire";
import { failureToShow } from "@/lib/client/api/api-failure";
import { errorText } from "@/lib/i18n/api-error-text";
import { AccountRow } from "./account-row";
import type { BranchName } from "./branch-choices";
import { NewAccountForm } from "./new-account-form";
import { staffLive } from "./staff-live";

/** Colleagues' changes (a manager on another tablet) arrive this often, and when the screen is picked up again. */
const ACCOUNTS_POLL_MS = 60_000;

/**
 * The accounts screen: a new account, then the accounts this one sees (its branches'), each changed in
 * place when this one may manage it. `branches` are every branch's names (to read an account's), `choosable` the
 * ones this account may hand out.
 */
export function AccountsScreen({ me, branches, choosable }: { me: { id: number; role: StaffRole; branches: number[] }; branches: BranchName[]; choosable: BranchName[] }) {
  const t = useTranslations("staff.accounts");
  const errors = useTranslations("errors");
  const live = useLive("staff-accounts", fetchAccounts, staffLive(ACCOUNTS_POLL_MS));
  const names = new Map(branches.map((branch) => [branch.id, branch.name]));
  const upsert = (account: StaffAccountListed) => {
    const current = live.data ?? [];
    live.set(current.some((known) => known.id === account.id) ? current.map((known) => (known.id === account.id ? account : known)) : [...current, account]);
  };

  return (
    <div className="flex flex-col gap-4">
      <NewAccountForm me={me} branches={choosable} onCreated={upsert} />
      <section aria-labelledby="accounts" className="flex flex-col gap-3">
        <h2 id="accounts" className="text-lg font-semibold">
          {t("list")}
        </h2>
        {live.error !== undefined && !live.data && (
          <p role="alert" className="field-error">
            {errorText(errors, failureToShow(live.error).code)}
          </p>
        )}
        {!live.data && live.error === undefined && <p className="muted">{t("loading")}</p>}
        <ul className="grid gap-3 md:grid-cols-2">
          {(live.data ?? []).map((account) => (
            <AccountRow key={account.id} me={me} account={account} names={names} choosable={choosable} onChanged={upsert} />
          ))}
        </ul>
      </section>
    </div>
  );
}
