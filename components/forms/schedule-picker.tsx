"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useMemo, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { useDateTime } from "@/lib/client/use-date-time";
import { branchScheduleInput, scheduleSlots, type ScheduleSlot } from "@/lib/domain/orders/schedule-slots";

interface Props {
  form: UseFormReturn<PrecheckoutValues>;
  branch: { opening_hours: OpeningPeriod[]; timezone: string };
  /** a refusal of the last submit: the slot went by, or the zone is not served then (product §8) */
  serverError?: string | null;
}

/** Date and time of a scheduled order (product §3 schedule_date, schedule_hour), on the branch's clock. */
export function SchedulePicker({ form, branch, serverError }: Props) {
  const t = useTranslations();
  // Slots depend on the current time: built after mount, so the server's HTML never disagrees with them.
  const [slots, setSlots] = useState<ScheduleSlot[] | null>(null);
  useEffect(() => {
    const build = () => setSlots(scheduleSlots(branchScheduleInput(branch, new Date())));
    build();
    const timer = setInterval(build, 60_000);
    return () => clearInterval(timer);
  }, [branch]);

  const date = useWatch({ control: form.control, name: "schedule.date" });
  const dates = useMemo(() => [...new Set((slots ?? []).map((s) => s.date))], [slots]);
  const times = (slots ?? []).filter((s) => s.date === date);
  const errors = form.formState.errors.schedule;
  const message = (key?: string) => (key ? t(key as "validation.required") : undefined);

  // A saved pick that is no longer offered (it went by) is cleared rather than sent to be refused.
  useEffect(() => {
    if (!slots) return;
    const { date: savedDate, time: savedTime } = form.getValues("schedule") ?? {};
    if (savedDate && !dates.includes(savedDate)) form.setValue("schedule", { date: "", time: "" });
    else if (savedTime && !slots.some((s) => s.date === savedDate && s.time === savedTime)) form.setValue("schedule.time", "");
  }, [slots, dates, form]);

  const dayLabel = useDayLabel();

  return (
    <fieldset className="card flex flex-col gap-3" data-schedule>
      <legend className="font-semibold">{t("checkout.schedule.title")}</legend>
      {slots && slots.length === 0 ? (
        <p role="alert" className="alert-text">
          {t("checkout.schedule.none")}
        </p>
      ) : (
        <div className="grid gap-3 desk:grid-cols-2">
          <Field label={t("checkout.schedule.date")} error={message(errors?.date?.message)}>
            <select {...form.register("schedule.date", { onChange: () => form.setValue("schedule.time", "") })} disabled={!slots}>
              <option value="">{t("checkout.schedule.chooseDate")}</option>
              {dates.map((value) => (
                <option key={value} value={value}>
                  {dayLabel(value)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("checkout.schedule.time")} error={message(errors?.time?.message)}>
            <select {...form.register("schedule.time")} disabled={!date}>
              <option value="">{t("checkout.schedule.chooseTime")}</option>
              {times.map((slot) => (
                <option key={slot.time} value={slot.time}>
                  {slot.time}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      {serverError && (
        <p role="alert" className="alert-text" data-schedule-error>
          {serverError}
        </p>
      )}
    </fieldset>
  );
}

/** A slot's day (YYYY-MM-DD, the branch's calendar) as the diner reads it: "jueves, 26 de noviembre". */
export function useDayLabel() {
  const dateTime = useDateTime();
  return (value: string) => dateTime(`${value}T12:00:00Z`, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
}
