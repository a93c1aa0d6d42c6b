"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { useForm, type Path, type UseFormReturn } from "react-hook-form";
import { fetchProfileAccount } from "@/lib/client/api/profile";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { phoneValidOnceLoaded } from "@/lib/client/phone-check";
import { useBrandStores } from "@/lib/client/stores/brand-stores";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";

/** The form's schema, with zod: fetched as the diner first focuses a field, and needed only to validate. */
export const loadSchema = () => import("@/lib/domain/checkout/precheckout-form");

interface Options {
  country: string;
  /** the methods the branch takes for this service */
  accepted: readonly PaymentMethod[];
  scheduled: boolean;
}

/**
 * The precheckout's react-hook-form: started from the device's saved draft, saved back to it on every change,
 * and filled from the diner's profile when nothing was typed on this device yet. `gaps` is what is then still
 * invalid (the fields' paths; null until known), so a diner already known can start past the contact. The schema
 * is fetched for it only when every contact field has something in it.
 */
export function usePrecheckoutForm({ country, accepted, scheduled }: Options): { form: UseFormReturn<PrecheckoutValues>; gaps: readonly string[] | null } {
  const stores = useBrandStores();
  const schema = useMemo(
    () => () => loadSchema().then(({ precheckoutSchema }) => precheckoutSchema({ country, accepted, scheduled, isValidPhone: phoneValidOnceLoaded })),
    [country, accepted, scheduled],
  );
  const resolver = useMemo(() => lazyResolver<PrecheckoutValues>(() => schema().then((loaded) => zodResolver(loaded))), [schema]);
  const form = useForm<PrecheckoutValues>({
    resolver,
    defaultValues: initialValues(stores.checkoutDraft.getState().values, accepted),
    mode: "onTouched",
  });

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => stores.checkoutDraft.getState().save(values) }),
    [form, stores],
  );
  const [gaps, setGaps] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void prefillFromProfile(form, () => cancelled)
      .then(async () => {
        if (Object.values(form.getValues("contact")).some((value) => !value)) return ["contact"];
        const checked = await (await schema()).safeParseAsync(form.getValues());
        return checked.success ? [] : checked.error.issues.map((issue) => issue.path.join("."));
      })
      .then((found) => {
        if (!cancelled) setGaps(found);
      });
    return () => {
      cancelled = true;
    };
  }, [form, schema]);
  return { form, gaps };
}

/**
 * A diner with nothing typed on this device finds the contact they gave the brand before (their profile, from
 * an earlier order here or on another device). Only fields still empty when it arrives are filled: nothing
 * typed meanwhile is overwritten. Resolves once done (or given up).
 */
async function prefillFromProfile(form: UseFormReturn<PrecheckoutValues>, cancelled: () => boolean): Promise<void> {
  if (Object.values(form.getValues("contact")).some(Boolean)) return;
  await fetchProfileAccount()
    .then((account) => {
      if (cancelled() || !account) return;
      const known: Partial<Record<keyof PrecheckoutValues["contact"], string | null>> = {
        name: account.name,
        phone: account.phone,
        email: account.email,
        document_type: account.dni_type,
        document_number: account.dni,
      };
      for (const [field, value] of Object.entries(known)) {
        const name = `contact.${field}` as Path<PrecheckoutValues>;
        if (value && !form.getValues(name)) form.setValue(name, value);
      }
    })
    .catch(() => undefined); // the diner types it, as on a first visit
}

/** The saved draft as form values; a saved method the branch no longer takes is dropped, not resubmitted. */
function initialValues(saved: Partial<PrecheckoutValues>, accepted: readonly PaymentMethod[]): PrecheckoutValues {
  const contact = { name: "", phone: "", email: "", document_type: "", document_number: "", ...saved.contact } as PrecheckoutValues["contact"];
  const method = saved.payment_method && accepted.includes(saved.payment_method) ? saved.payment_method : accepted.length === 1 ? accepted[0] : "";
  return {
    contact,
    payment_method: method as PrecheckoutValues["payment_method"],
    schedule: { date: saved.schedule?.date ?? "", time: saved.schedule?.time ?? "" },
    comments: saved.comments ?? "",
    packed: saved.packed ?? false,
    cutlery: saved.cutlery ?? false,
    terms_accepted: false as unknown as true,
  };
}
