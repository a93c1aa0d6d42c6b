import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useDateTime } from "./use-date-time";

const AT = "2025-03-01T15:30:00.000Z";

function Shown({ at, options }: { at: string; options: Intl.DateTimeFormatOptions }) {
  const dateTime = useDateTime();
  return <p>{dateTime(at, options)}</p>;
}

const shown = (locale: string, timeZone: string, at: string, options: Intl.DateTimeFormatOptions) => {
  const { container, unmount } = render(
    <NextIntlClientProvider locale={locale} messages={{}} timeZone={timeZone}>
      <Shown at={at} options={options} />
    </NextIntlClientProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
};

describe("useDateTime", () => {
  it("formats in the page's language on the brand's clock", () => {
    expect(shown("es", "America/Bogota", AT, { hour: "numeric", minute: "2-digit", hour12: false })).toBe("10:30");
    expect(shown("en", "America/Mexico_City", AT, { weekday: "long", day: "numeric", month: "long" })).toBe(
      new Intl.DateTimeFormat("en", { weekday: "long", day: "numeric", month: "long", timeZone: "America/Mexico_City" }).format(new Date(AT)),
    );
  });

  it("takes the zone the options name over the brand's (a branch on another clock)", () => {
    expect(shown("pt", "America/Bogota", AT, { hour: "numeric", minute: "2-digit", hour12: false, timeZone: "America/Sao_Paulo" })).toBe("12:30");
  });

  it("shows nothing for an instant it cannot read, instead of failing the screen", () => {
    expect(shown("es", "America/Bogota", "not a date", { dateStyle: "medium" })).toBe("");
  });
});
