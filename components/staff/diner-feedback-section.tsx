import type { DinerFeedback } from "@/lib/domain/diners/diner-feedback";
import { isServiceKey } from "@/lib/domain/brand/services";
import type { StaffPage } from "@/lib/server/staff/staff-page";

interface Props {
  t: StaffPage["t"];
  items: readonly DinerFeedback[];
  branchName: (slug: string) => string;
  /** the spreadsheet of the same period and branch */
  download: string;
  /** "28 nov 2026, 13:05" on the brand's clock */
  when: (iso: string) => string;
}

/**
 * The reports' "what diners wrote": purchase ratings with their words — the ones asking to be contacted first, with
 * how — visit ratings, and the notes and allergies of the period's bookings, each with its branch and reference.
 */
export function DinerFeedbackSection({ t, items, branchName, download, when }: Props) {
  const contact = items.filter((item) => item.kind === "purchase" && item.contact);
  const words = items.filter((item) => item.kind !== "booking_note" && !(item.kind === "purchase" && item.contact));
  const notes = items.filter((item) => item.kind === "booking_note");
  const where = (item: DinerFeedback) =>
    [branchName(item.branch), item.kind === "purchase" ? (isServiceKey(item.service) ? t(`services.${item.service}`) : item.service) : null].filter(Boolean).join(" · ");
  const reference = (item: DinerFeedback) =>
    item.kind === "purchase" ? t("staff.reports.feedback.order", { id: item.order_id }) : t("staff.reports.feedback.booking", { id: item.booking_id });
  const scores = (item: DinerFeedback) =>
    item.kind === "booking_note"
      ? t("staff.reports.feedback.party", { persons: item.persons, date: item.date, time: item.time, name: item.name })
      : [
          t("staff.reports.feedback.rating", { value: item.rating }),
          item.kind === "purchase" && item.nps !== null ? `NPS ${item.nps}` : null,
          item.kind === "purchase" && item.digital_menu !== null ? t("staff.reports.feedback.menu", { value: item.digital_menu }) : null,
        ]
          .filter(Boolean)
          .join(" · ");
  const entry = (item: DinerFeedback) => (
    <li key={`${item.kind}-${reference(item)}`} className="card flex flex-col gap-1" data-feedback={item.kind}>
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <strong>{reference(item)}</strong>
        <span className="muted">
          {where(item)} · {when(item.at)}
        </span>
      </p>
      <p className="text-sm font-semibold">{scores(item)}</p>
      {item.comment && <p>«{item.comment}»</p>}
      {item.kind === "booking_note" && item.health && <p className="alert-text">{t("staff.reports.feedback.health", { health: item.health })}</p>}
      {item.kind === "purchase" && item.contact && (
        <p className="alert-text" data-contact-request>
          {t("staff.reports.feedback.contactMe", { ways: [item.contact.name, item.contact.phone, item.contact.email].filter(Boolean).join(" · ") })}
        </p>
      )}
    </li>
  );
  const list = (id: string, title: string, shown: readonly DinerFeedback[], empty: string) => (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold">
        {title} <span className="muted">({shown.length})</span>
      </h3>
      {shown.length ? (
        <ul className="grid gap-2 md:grid-cols-2" aria-labelledby={id}>
          {shown.map(entry)}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </div>
  );
  return (
    <section aria-labelledby="report-feedback" className="flex flex-col gap-3" data-diner-feedback>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="report-feedback" className="text-xl font-semibold">
          {t("staff.reports.feedback.title")}
        </h2>
        <a href={download} download className="btn-outline">
          {t("staff.reports.feedback.download")}
        </a>
      </div>
      {list("feedback-contact", t("staff.reports.feedback.contactTitle"), contact, t("staff.reports.feedback.noContact"))}
      {list("feedback-words", t("staff.reports.feedback.wordsTitle"), words, t("staff.reports.feedback.noWords"))}
      {list("feedback-notes", t("staff.reports.feedback.notesTitle"), notes, t("staff.reports.feedback.noNotes"))}
    </section>
  );
}
