"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useId, useRef, useState } from "react";
import { enterStaffBill } from "@/lib/client/api/staff";
import type { Currency } from "@/lib/domain/money/currency";
import { formatMoney } from "@/lib/domain/money/money";
import type { Minor } from "@/lib/domain/money/minor";
import type { FloorPlace } from "@/lib/domain/tabs/floor";
import { checkStaffBill, isStaffBillKind, STAFF_BILL_LIMITS, type StaffBillDraftLine, type StaffBillKind } from "@/lib/domain/tabs/staff-bill";
import { errorText } from "@/lib/i18n/api-error-text";
import { useStaffAction } from "./use-staff-action";

const EMPTY_LINE: StaffBillDraftLine = { label: "", quantity: "1", price: "" };

/**
 * The floor's "enter a bill" (product §2 solo-pago): staff type a table's or room's bill in — what, how many, at what
 * unit price — and it joins the place's open tab, which the phones there split and pay (basic mode included). The
 * form checks what the API checks (checkStaffBill) before sending.
 */
export function StaffBillForm({ branch, places, currency, onEntered }: { branch: string; places: readonly FloorPlace[]; currency: Currency; onEntered: () => Promise<unknown> }) {
  const t = useTranslations("staff.tables.bill");
  const board = useTranslations("staff.board");
  const errors = useTranslations("errors");
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState("");
  const billable = places.filter((place): place is FloorPlace & { kind: StaffBillKind } => isStaffBillKind(place.kind));
  if (billable.length === 0) return null;
  const nameOf = (place: { kind: string; code: string }) => board(`place.${place.kind}`, { code: place.code });
  return (
    <section className="card flex flex-col gap-3" aria-label={t("title")} data-staff-bill>
      <p role="status" aria-live="polite" className={done ? "font-semibold" : "sr-only"} data-staff-bill-done>
        {done}
      </p>
      {!open ? (
        <button type="button" className="btn-outline self-start" onClick={() => (setOpen(true), setDone(""))} data-staff-bill-open>
          {t("open")}
        </button>
      ) : (
        <BillForm
          places={billable}
          currency={currency}
          nameOf={nameOf}
          onCancel={() => setOpen(false)}
          send={(place, lines, total) =>
            enterStaffBill(branch, { kind: place.kind, code: place.code }, lines).then(() => {
              setOpen(false);
              setDone(t("entered", { place: nameOf(place), amount: formatMoney(total, currency) }));
            })
          }
          onEntered={onEntered}
          errorOf={(code) => errorText(errors, code)}
        />
      )}
    </section>
  );
}

interface FormProps {
  places: readonly (FloorPlace & { kind: StaffBillKind })[];
  currency: Currency;
  nameOf: (place: { kind: string; code: string }) => string;
  onCancel: () => void;
  send: (place: FloorPlace & { kind: StaffBillKind }, lines: { label: string; quantity: number; unit_price: number }[], total: Minor) => Promise<void>;
  onEntered: () => Promise<unknown>;
  errorOf: (code: string) => string;
}

function BillForm({ places, currency, nameOf, onCancel, send, onEntered, errorOf }: FormProps) {
  const t = useTranslations("staff.tables.bill");
  const id = useId();
  const [placeIndex, setPlaceIndex] = useState(0);
  const [lines, setLines] = useState<StaffBillDraftLine[]>([EMPTY_LINE]);
  const [tried, setTried] = useState(false);
  const { pending, failure, run } = useStaffAction<"send">();
  const first = useRef<HTMLSelectElement>(null);
  // the tap on "Enter a bill" replaces its button with this form: the keyboard's focus goes with it
  useEffect(() => first.current?.focus(), []);
  const checked = checkStaffBill(lines, currency);
  const change = (index: number, field: keyof StaffBillDraftLine, value: string) => setLines((now) => now.map((line, at) => (at === index ? { ...line, [field]: value } : line)));
  const place = places[placeIndex] ?? places[0]!;

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (checked.ok && pending === null) void run("send", () => send(place, checked.lines, checked.total), { then: onEntered });
      }}
      data-staff-bill-form
    >
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <div className="field">
        <label htmlFor={`${id}-place`}>{t("place")}</label>
        <select ref={first} id={`${id}-place`} value={placeIndex} onChange={(event) => setPlaceIndex(Number(event.target.value))}>
          {places.map((each, index) => (
            <option key={`${each.kind}-${each.code}`} value={index}>
              {nameOf(each)}
            </option>
          ))}
        </select>
      </div>
      {lines.map((line, index) => {
        const wrong = tried && !checked.ok ? (checked.errors[index] ?? {}) : {};
        const field = (name: keyof StaffBillDraftLine) => `${id}-${index}-${name}`;
        const described = (name: keyof StaffBillDraftLine) => (wrong[name] ? `${field(name)}-error` : undefined);
        return (
          <fieldset key={index} className="flex flex-col gap-2 rounded-xl border border-(--brand-border) p-3" data-staff-bill-line={index}>
            <legend className="px-1 font-semibold">{t("line", { number: index + 1 })}</legend>
            <div className="field">
              <label htmlFor={field("label")}>{t("label")}</label>
              <input id={field("label")} value={line.label} maxLength={STAFF_BILL_LIMITS.label} autoComplete="off" onChange={(event) => change(index, "label", event.target.value)} aria-invalid={!!wrong.label} aria-describedby={described("label")} required />
              {wrong.label && (
                <p id={`${field("label")}-error`} className="field-error">
                  {t(`invalid.${wrong.label}`)}
                </p>
              )}
            </div>
            <div className="grid grid-cols-2 gap-2">
              <div className="field">
                <label htmlFor={field("quantity")}>{t("quantity")}</label>
                <input id={field("quantity")} type="number" inputMode="numeric" min={1} max={STAFF_BILL_LIMITS.quantity} value={line.quantity} onChange={(event) => change(index, "quantity", event.target.value)} aria-invalid={!!wrong.quantity} aria-describedby={described("quantity")} required />
                {wrong.quantity && (
                  <p id={`${field("quantity")}-error`} className="field-error">
                    {t(`invalid.${wrong.quantity}`)}
                  </p>
                )}
              </div>
              <div className="field">
                <label htmlFor={field("price")}>{t("price")}</label>
                <input id={field("price")} inputMode="decimal" value={line.price} autoComplete="off" onChange={(event) => change(index, "price", event.target.value)} aria-invalid={!!wrong.price} aria-describedby={described("price")} required />
                {wrong.price && (
                  <p id={`${field("price")}-error`} className="field-error">
                    {t(`invalid.${wrong.price}`)}
                  </p>
                )}
              </div>
            </div>
            {lines.length > 1 && (
              <button type="button" className="btn-outline self-start px-3 text-sm" onClick={() => setLines((now) => now.filter((_, at) => at !== index))}>
                {t("remove", { number: index + 1 })}
              </button>
            )}
          </fieldset>
        );
      })}
      {lines.length < STAFF_BILL_LIMITS.lines && (
        <button type="button" className="btn-outline self-start px-3 text-sm" onClick={() => setLines((now) => [...now, EMPTY_LINE])} data-staff-bill-add>
          {t("add")}
        </button>
      )}
      <p className="font-semibold" data-staff-bill-total>
        {checked.ok ? t("total", { amount: formatMoney(checked.total, currency) }) : t("totalPending")}
      </p>
      {failure && (
        <p role="alert" className="field-error">
          {errorOf(failure.code)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" aria-disabled={pending !== null} aria-busy={pending !== null}>
          {t("send", { place: nameOf(place) })}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
