"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { createAccount } from "@/lib/client/api/staff-accounts";
import { generatePassword } from "@/lib/client/generate-password";
import { staffAccountCreateBody } from "@/lib/domain/staff/staff-bodies";
import { canManageRole, STAFF_ROLES, type StaffRole } from "@/lib/domain/staff/staff-roles";
import type { StaffAccountListed } from "@/lib/domain/staff/staff-wire";
import { errorText } from "@/lib/i18n/api-error-text";
import { BranchChoices, type BranchName } from "./branch-choices";
import { RoleOptions } from "./role-options";

type Values = z.input<typeof staffAccountCreateBody>;

/**
 * A new staff account: the roles and branches this account may hand out, and a first password to give
 * the person once (typed, or drawn here). An account of some branches must name at least one of them (the API
 * refuses an account of every branch from it). What was typed stays when the API refuses it.
 */
export function NewAccountForm({ me, branches, onCreated }: { me: { role: StaffRole; branches: number[] }; branches: BranchName[]; onCreated: (account: StaffAccountListed) => void }) {
  const t = useTranslations("staff.accounts");
  const validation = useTranslations("validation");
  const errors = useTranslations("errors");
  const choosable = STAFF_ROLES.filter((role) => canManageRole(me.role, role));
  const scoped = me.branches.length > 0;
  // the resolver hands the submit what the schema made of the fields: the body the API takes
  const form = useForm<Values, unknown, z.output<typeof staffAccountCreateBody>>({
    resolver: zodResolver(staffAccountCreateBody),
    mode: "onTouched",
    defaultValues: { name: "", email: "", role: choosable.includes("waiter") ? "waiter" : choosable[0], branches: [], password: "" },
  });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [created, setCreated] = useState<{ name: string; email: string; password: string } | null>(null);
  const fieldError = (name: keyof Values) => {
    const message = form.formState.errors[name]?.message;
    return message ? (
      <span id={`new-${name}-error`} className="field-error">
        {validation.has(message.replace(/^validation\./, "")) ? validation(message.replace(/^validation\./, "")) : message}
      </span>
    ) : null;
  };
  const described = (name: keyof Values) => (form.formState.errors[name] ? { "aria-invalid": true, "aria-describedby": `new-${name}-error` } : {});

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (scoped && values.branches.length === 0) {
      form.setError("branches", { message: t("branchesRequired") });
      return;
    }
    try {
      const account = await createAccount(values);
      setCreated({ name: account.name, email: account.email, password: values.password });
      form.reset({ ...form.getValues(), name: "", email: "", password: "" });
      onCreated(account);
    } catch (error) {
      setFailure(failureToShow(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-3" aria-labelledby="new-account" data-new-account>
      <h2 id="new-account" className="text-lg font-semibold">
        {t("new")}
      </h2>
      {created && (
        <p role="status" className="rounded-lg border p-3" data-account-created>
          {t("created", { name: created.name, email: created.email })} <strong className="font-mono">{created.password}</strong>
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <label className="field">
          {t("name")}
          <input autoComplete="off" {...form.register("name")} {...described("name")} />
          {fieldError("name")}
        </label>
        <label className="field">
          {t("email")}
          <input type="email" inputMode="email" autoCapitalize="none" spellCheck={false} autoComplete="off" {...form.register("email")} {...described("email")} />
          {fieldError("email")}
        </label>
        <label className="field">
          {t("role")}
          <select {...form.register("role")}>
            <RoleOptions actor={me.role} />
          </select>
        </label>
        <div className="field">
          <label htmlFor="new-password">{t("password")}</label>
          <div className="flex gap-2">
            <input id="new-password" className="min-w-0 flex-1 font-mono" autoComplete="new-password" spellCheck={false} {...form.register("password")} {...described("password")} />
            <button type="button" className="btn-outline" onClick={() => form.setValue("password", generatePassword(), { shouldValidate: true })}>
              {t("generate")}
            </button>
          </div>
          {fieldError("password")}
        </div>
      </div>
      <BranchChoices
        legend={scoped ? t("branchesScoped") : t("branchesAll")}
        branches={branches}
        register={form.register("branches")}
        error={form.formState.errors.branches?.message}
        errorId="new-branches-error"
      />
      {failure && (
        <p role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" aria-busy={form.formState.isSubmitting} aria-disabled={form.formState.isSubmitting}>
        {t("create")}
      </button>
    </form>
  );
}
