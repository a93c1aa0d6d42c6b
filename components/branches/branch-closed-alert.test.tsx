import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import type { ServiceKey } from "@/lib/domain/services";
import { BranchClosedAlert } from "./branch-closed-alert";

const HOURS = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "22:00" }];

/** The alert at a Bogotá instant ("2025-06-06T23:00" is a Friday night), once the clock has ticked. */
function renderAt(bogotaTime: string, service: ServiceKey = "delivery") {
  jest.useFakeTimers({ now: new Date(`${bogotaTime}:00-05:00`) });
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
      <BranchClosedAlert hours={HOURS} timezone="America/Bogota" service={service} />
    </NextIntlClientProvider>,
  );
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

  it("says nothing for a scheduled order, which takes a slot in the hours instead", () => {
    renderAt("2025-06-06T23:00", "schedule");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
