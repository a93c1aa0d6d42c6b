import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { BrandOpenBadge } from "./brand-open-badge";

const LUNCH = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "15:00" }];
const EVENING = [{ days: [1, 2, 3, 4, 5], open: "18:00", close: "23:00" }];
const at = (bogotaTime: string) => new Date(`${bogotaTime}:00-05:00`);

function renderAt(bogotaTime: string) {
  jest.useFakeTimers({ now: at(bogotaTime) });
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))} timeZone="America/Bogota">
      <BrandOpenBadge branches={[{ hours: LUNCH, timezone: "America/Bogota" }, { hours: EVENING, timezone: "America/Bogota" }]} />
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
});
