import { act, cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { weekdayNames } from "@/lib/domain/brand/hours-format";
import { openingTimeline } from "@/lib/domain/brand/opening-hours";
import { BrandOpenBadge } from "./brand-open-badge";

const LUNCH = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "15:00" }];
const EVENING = [{ days: [1, 2, 3, 4, 5], open: "18:00", close: "23:00" }];
const at = (bogotaTime: string) => new Date(`${bogotaTime}:00-05:00`);

/** The landing's badge, its page rendered at `renderedAt` (the same time by default), once the clock has ticked. */
function renderAt(bogotaTime: string, branches = [LUNCH, EVENING], renderedAt = at(bogotaTime), waits?: string) {
  jest.useFakeTimers({ now: at(bogotaTime) });
  const timelines = branches.map((hours) => openingTimeline(hours, "America/Bogota", renderedAt));
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
      <BrandOpenBadge timelines={timelines} weekdays={weekdayNames("es")} waits={waits} />
    </NextIntlClientProvider>,
  );
  act(() => jest.advanceTimersByTime(0));
}

afterEach(() => jest.useRealTimers());

describe("BrandOpenBadge", () => {
  it("says the brand is open when any branch is (Friday 19:00: the evening branch)", () => {
    renderAt("2025-06-06T19:00");
    expect(document.querySelector("[data-open]")).toHaveAttribute("data-open", "true");
  });

  it("says when the brand opens next when every branch is closed", () => {
    renderAt("2025-06-06T16:00");
    expect(document.querySelector("[data-open]")).toHaveAttribute("data-open", "false");
    expect(screen.getByText(/Cerrado/)).toBeInTheDocument();
  });

  it("names the brand's first opening, whichever branch it is (Friday night: the weekend branch opens on Saturday, the weekday one on Monday)", () => {
    const WEEKEND_LUNCH = [{ days: [6, 7], open: "11:30", close: "15:00" }];
    renderAt("2025-06-06T23:30", [LUNCH, WEEKEND_LUNCH]);
    expect(screen.getByText("Cerrado · Abre mañana a las 11:30")).toBeInTheDocument();
  });

  it("says today, tomorrow or the weekday by the branch's clock, past midnight too on a page cached before it", () => {
    const WEEKEND_LUNCH = [{ days: [6, 7], open: "11:30", close: "15:00" }];
    renderAt("2025-06-07T00:30", [LUNCH, WEEKEND_LUNCH], at("2025-06-06T23:30"));
    expect(screen.getByText("Cerrado · Abre hoy a las 11:30")).toBeInTheDocument();
  });

  it("says a branch open until midnight closes at midnight, not at 24:00", () => {
    renderAt("2025-06-06T19:00", [[{ days: [1, 2, 3, 4, 5, 6, 7], open: "18:00", close: "24:00" }]]);
    expect(screen.getByText("Abierto ahora · Cierra a medianoche")).toBeInTheDocument();
  });

  it("promises a delivery time only while the brand is open", () => {
    renderAt("2025-06-06T12:00", [LUNCH], at("2025-06-06T12:00"), "Domicilio en ~40 min");
    expect(screen.getByText("Domicilio en ~40 min")).toBeInTheDocument();
    cleanup();
    renderAt("2025-06-06T16:00", [LUNCH], at("2025-06-06T16:00"), "Domicilio en ~40 min");
    expect(screen.queryByText("Domicilio en ~40 min")).toBeNull();
  });

  it("names the weekday of an opening further away", () => {
    renderAt("2025-06-06T16:00", [LUNCH]);
    expect(screen.getByText("Cerrado · Abre el lunes a las 11:30")).toBeInTheDocument();
  });

  it("follows the clock from the state the server rendered: a landing cached at lunch, read in the evening", () => {
    renderAt("2025-06-06T16:30", [LUNCH], at("2025-06-06T12:00"));
    expect(screen.getByText("Cerrado · Abre el lunes a las 11:30")).toBeInTheDocument();
  });

  it("says always open for a brand whose branches never close", () => {
    renderAt("2025-06-06T03:00", [[]]);
    expect(document.querySelector("[data-open]")).toHaveTextContent(/^Abierto$/);
  });
});
