import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { ordersNow } from "@/lib/domain/order-rules";
import type { ServiceKey } from "@/lib/domain/services";
import { BranchClosedAlert } from "./branch-closed-alert";

const HOURS = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "22:00" }];

const at = (bogotaTime: string) => new Date(`${bogotaTime}:00-05:00`);
const BRANCH = { opening_hours: HOURS, timezone: "America/Bogota" };
/** The alert of a page the server rendered at `renderedAt`. */
const alert = (service: ServiceKey, renderedAt: Date) => (
  <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
    <BranchClosedAlert hours={HOURS} timezone={BRANCH.timezone} service={service} atRender={ordersNow(service, BRANCH, renderedAt)} />
  </NextIntlClientProvider>
);

/** The alert at a Bogotá instant ("2025-06-06T23:00" is a Friday night), once the clock has ticked. */
function renderAt(bogotaTime: string, service: ServiceKey = "delivery", renderedAt = at(bogotaTime)) {
  jest.useFakeTimers({ now: at(bogotaTime) });
  render(alert(service, renderedAt));
  act(() => jest.advanceTimersByTime(0));
}

afterEach(() => jest.useRealTimers());

describe("BranchClosedAlert", () => {
  it("says the branch is closed now, and when it opens, before the diner fills a cart", () => {
    renderAt("2025-06-06T23:00");
    expect(screen.getByRole("status")).toHaveTextContent("Esta sede está cerrada ahora. Abre el lunes a las 11:30.");
  });

  it("says nothing while the branch is open", () => {
    renderAt("2025-06-06T12:00");
    expect(screen.queryByRole("status")).toBeNull();
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
    jest.useFakeTimers({ now: at("2025-06-06T12:00") });
    render(alert("delivery", at("2025-06-06T23:00")));
    expect(screen.getByRole("status")).toHaveTextContent("cerrada");
    act(() => jest.advanceTimersByTime(0));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says nothing for a scheduled order, which takes a slot in the hours instead", () => {
    renderAt("2025-06-06T23:00", "schedule");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
