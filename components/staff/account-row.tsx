"use client";

import { useTranslations } from "use-intl/react";
import { useState, type FormEvent } from "react";
import { changeAccount } from "@/lib/client/api/staff-accounts";
import { generatePassword } from "@/lib/client/generate-password";
import { PASSWORD_MIN, type StaffAccountPatchBody } from "@/lib/domain/staff/staff-bodies";
import { canManageAccount, type StaffRole } from "@/lib/domain/staff/staff-roles";
import type { StaffAccountListed } from "@/lib/domain/staff/staff-wire";
import { errorText } from "@/lib/i18n/api-error-text";
import type { BranchName } from "./branch-choices";
import { RoleOptions } from "./role-options";
import { useStaffAction } from "./use-staff-action";

type Me = { id: number; role: StaffRole; branches: number[] };

/**
 * One staff account in the list: who, what role, where, whether it may sign in. An account this one may
 * manage can be changed in place — role and branches, access (disabling signs it out everywhere at once), and a new
 * password for someone who lost theirs.
 */
export function AccountRow({ me, account, names, choosable, onChanged }: { me: Me; account: StaffAccountListed; names: Map<number, string>; choosable: BranchName[]; onChanged: (account: StaffAccountListed) => void }) {
  const t = useTranslations("staff.accounts");
  const roles = useTranslations("staff.roles");
  const errors = useTranslations("errors");
  const [editing, setEditing] = useState(false);
  const { pending, failure, run } = useStaffAction<"change">();
  const busy = pending !== null;
  // what this form refuses before asking (the API refuses the same)
  const [problem, setProblem] = useState("");
  const [notice, setNotice] = useState("");
  const manageable = canManageAccount(me, account);
  const where = account.branches.length ? account.branches.map((id) => names.get(id) ?? `#${id}`).join(", ") : t("everyBranch");

  function change(patch: StaffAccountPatchBody, done: string) {
    if (busy) return;
    setProblem("");
    setNotice("");
    void run("change", async () => {
      onChanged(await changeAccount(account.id, patch));
      setNotice(done);
      setEditing(false);
    });
  }

  function saveEdit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const role = String(data.get("role")) as StaffRole;
    const branches = data.getAll("branches").map(String);
    if (me.branches.length && branches.length === 0) return setProblem(t("branchesRequired"));
    change({ role, branches }, t("saved"));
  }

  function setPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (password.length < PASSWORD_MIN) return setProblem(t("passwordTooShort", { min: PASSWORD_MIN }));
    change({ password }, t("passwordSet", { password }));
  }

  return (
    <li className="card flex flex-col gap-2" data-account={account.email} data-disabled={account.disabled}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">
            {account.name}
            {account.id === me.id && <span className="muted font-normal"> · {t("you")}</span>}
          </h3>
          <p className="muted break-all">{account.email}</p>
          <p>
            {roles(account.role)} · {where}
          </p>
          {account.disabled && <p className="font-semibold">{t("disabled")}</p>}
        </div>
        {manageable && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              {t("edit")}
            </button>
            <button type="button" className="btn-outline" aria-busy={busy} onClick={() => change({ disabled: !account.disabled }, account.disabled ? t("enabledNow") : t("disabledNow"))}>
              {account.disabled ? t("enable") : t("disable")}
            </button>
          </div>
        )}
      </div>
      <p role="status" className="text-sm">
        {notice}
      </p>
      {(problem || failure) && (
        <p role="alert" className="field-error">
          {problem || (failure!.code === "forbidden" ? t("forbidden") : errorText(errors, failure!.code))}
        </p>
      )}
      {manageable && editing && (
        <div className="flex flex-col gap-3 border-t border-(--brand-border) pt-3">
          <form onSubmit={saveEdit} className="flex flex-col gap-3" aria-label={t("editOf", { name: account.name })}>
            <label className="field">
              {t("role")}
              <select name="role" defaultValue={account.role}>
                <RoleOptions actor={me.role} />
              </select>
            </label>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm">{me.branches.length ? t("branchesScoped") : t("branchesAll")}</legend>
              <div className="flex flex-wrap gap-2">
                {choosable.map((branch) => (
                  <label key={branch.id} className="chip">
                    <input type="checkbox" name="branches" value={String(branch.id)} defaultChecked={account.branches.includes(branch.id)} />
                    {branch.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-primary self-start" aria-busy={busy}>
              {t("save")}
            </button>
          </form>
          <form onSubmit={setPassword} className="flex flex-wrap items-end gap-2" aria-label={t("newPasswordOf", { name: account.name })}>
            <label className="field min-w-0 flex-1">
              {t("newPassword")}
              <input name="password" className="font-mono" autoComplete="new-password" spellCheck={false} defaultValue={generatePassword()} />
            </label>
            <button type="submit" className="btn-outline" aria-busy={busy}>
              {t("setPassword")}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
