import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { weekdayNames } from "@/lib/domain/brand/hours-format";
import { openingTimeline } from "@/lib/domain/brand/opening-hours";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { BranchOpenStatus, ClosedNow } from "./branch-open-status";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }) }));

const HOURS = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "22:00" }];

const at = (bogotaTime: string) => new Date(`${bogotaTime}:00-05:00`);
/** The alert of a page the server rendered at `renderedAt`. */
const alert = (service: ServiceKey, renderedAt: Date) => (
  <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
    <BranchOpenStatus timeline={openingTimeline(HOURS, "America/Bogota", renderedAt)} weekdays={weekdayNames("es")} service={service} />
  </NextIntlClientProvider>
);

/** The alert at a Bogotá instant ("2025-06-06T23:00" is a Friday night), once the clock has ticked. */
function renderAt(bogotaTime: string, service: ServiceKey = "delivery", renderedAt = at(bogotaTime)) {
  jest.useFakeTimers({ now: at(bogotaTime) });
  render(alert(service, renderedAt));
  act(() => jest.advanceTimersByTime(0));
}

afterEach(() => jest.useRealTimers());

describe("BranchOpenStatus", () => {
  it("says the branch is closed now, and when it opens, before the diner fills a cart", () => {
    renderAt("2025-06-06T23:00");
    expect(screen.getByRole("status")).toHaveTextContent("Esta sede está cerrada ahora. Abre el lunes a las 11:30.");
  });

  it("says the branch is open and until when, without an alert", () => {
    renderAt("2025-06-06T12:00");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Abierto ahora · Cierra a las 22:00")).toHaveAttribute("data-open", "true");
  });

  it("is in the server HTML of a page rendered while the branch was closed, so it never appears after hydration", () => {
    expect(renderToString(alert("delivery", at("2025-06-06T23:00")))).toContain("Esta sede está cerrada ahora.");
    expect(renderToString(alert("delivery", at("2025-06-06T12:00")))).not.toContain("cerrada");
  });

  it("follows the diner's clock when the cached page was rendered at another hour", () => {
    renderAt("2025-06-06T23:00", "delivery", at("2025-06-06T21:59"));
    expect(screen.getByRole("status")).toHaveTextContent("Esta sede está cerrada ahora.");
  });

  it("hydrates with the server's verdict, then corrects it on the clock's first tick", () => {
    // a page cached on Friday night, read on Monday at noon
    jest.useFakeTimers({ now: at("2025-06-09T12:00") });
    render(alert("delivery", at("2025-06-06T23:00")));
    expect(screen.getByRole("status")).toHaveTextContent("cerrada");
    act(() => jest.advanceTimersByTime(0));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("follows the branch's clock while the page stays open: closing, then opening days later", () => {
    renderAt("2025-06-06T21:58");
    expect(screen.queryByRole("status")).toBeNull();
    act(() => jest.advanceTimersByTime(3 * 60_000));
    expect(screen.getByRole("status")).toHaveTextContent("Abre el lunes a las 11:30.");
    act(() => jest.advanceTimersByTime(2.6 * 24 * 60 * 60_000));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText(/^Abierto ahora/)).toBeInTheDocument();
  });

  it("raises no alert for a scheduled order, which takes a slot in the hours instead: closed, and when it opens", () => {
    renderAt("2025-06-06T23:00", "schedule");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Cerrado · Abre el lunes a las 11:30")).toHaveAttribute("data-open", "false");
  });
});

describe("ClosedNow (the cart's and the checkout's first step)", () => {
  const SCHEDULES: ServiceKey[] = ["delivery", "take_away", "schedule"];
  interface Ask {
    /** the branch's services: with schedule, a scheduled delivery is offered */
    services?: ServiceKey[];
    /** when the server rendered the page, if not at the diner's moment */
    renderedAt?: string;
  }

  /** The alert at a Bogotá instant, for a cart at branch 1 ("centro"), once the saved state is read and the clock ticked. */
  const closedNow = async (bogotaTime: string, service: ServiceKey, { services = SCHEDULES, renderedAt = bogotaTime }: Ask = {}) => {
    jest.useFakeTimers({ now: at(bogotaTime) });
    render(
      <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
        <BrandStoresProvider instanceSlug="casa" currency="COP">
          <ClosedNow timeline={openingTimeline(HOURS, "America/Bogota", at(renderedAt))} weekdays={weekdayNames("es")} service={service} branch={{ id: 1, slug: "centro", services }} />
        </BrandStoresProvider>
      </NextIntlClientProvider>,
    );
    await act(async () => jest.advanceTimersByTimeAsync(0));
  };
  /** The delivery zone the device remembers: an address checked in a zone of branch `supplierId`. */
  const rememberZone = (supplierId: number) =>
    localStorage.setItem(
      "comanda:casa:polygon",
      JSON.stringify({ state: { id: 3, delivery_price: 5000, minimum_order_value: 0, supplier_id: supplierId, address: { address: "Carrera 7 # 12-34" } }, version: 0 }),
    );
  const scheduleLink = () => screen.queryByRole("link", { name: "Programar para más tarde" });

  beforeEach(() => {
    localStorage.clear();
    push.mockClear();
  });

  it("says an order for now cannot go before the branch opens, and when it does: today, by its clock", async () => {
    await closedNow("2025-06-06T08:00", "take_away");
    expect(screen.getByRole("status")).toHaveTextContent("Esta sede está cerrada ahora. Abre hoy a las 11:30.");
  });

  it("says today on a page the server rendered the afternoon before, read early in the morning", async () => {
    await closedNow("2025-06-06T08:00", "take_away", { renderedAt: "2025-06-05T15:00" });
    expect(screen.getByRole("status")).toHaveTextContent("Abre hoy a las 11:30.");
  });

  it("offers a pickup the branch's scheduled delivery instead, by way of an address for it", async () => {
    await closedNow("2025-06-06T08:00", "take_away");
    expect(scheduleLink()).toHaveAttribute("href", "/location?service=schedule");
    jest.useRealTimers();
    await userEvent.click(scheduleLink()!);
    expect(push).toHaveBeenCalledWith("/location?service=schedule");
  });

  it("takes a delivery whose address the branch reaches straight to the branch's scheduled delivery", async () => {
    rememberZone(1);
    await closedNow("2025-06-06T08:00", "delivery");
    expect(scheduleLink()).toHaveAttribute("href", "/centro?service=schedule");
  });

  it("asks for the address again when the remembered one is another branch's", async () => {
    rememberZone(2);
    await closedNow("2025-06-06T08:00", "delivery");
    expect(scheduleLink()).toHaveAttribute("href", "/location?service=schedule");
  });

  it("says nothing more at a branch that does not schedule, nor to an order at a table", async () => {
    await closedNow("2025-06-06T08:00", "take_away", { services: ["delivery", "take_away"] });
    expect(screen.getByRole("status")).toHaveTextContent("Abre hoy a las 11:30.");
    expect(scheduleLink()).toBeNull();
    cleanup();
    await closedNow("2025-06-06T08:00", "on_table", { services: [...SCHEDULES, "on_table"] });
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(scheduleLink()).toBeNull();
  });

  it("says nothing while the branch is open, nor to a scheduled order", async () => {
    await closedNow("2025-06-06T12:00", "take_away");
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    await closedNow("2025-06-06T08:00", "schedule");
    expect(screen.queryByRole("status")).toBeNull();
    expect(scheduleLink()).toBeNull();
  });
});
