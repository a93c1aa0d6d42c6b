import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import type { CinemaPlanView } from "@/lib/domain/tabs/cinema-plan";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { SeatPicker } from "./seat-picker";

const token = (code: string) => `seat-token-${code}`.padEnd(24, "x");
const plan: CinemaPlanView = {
  room: { code: "sala-1", name: "Sala 1" },
  seat: "A1",
  rows: [
    { row: "A", zone: "VIP", seats: [{ code: "A1", token: token("A1") }, { code: "A2", token: null }] },
    { row: "B", zone: "General", seats: [{ code: "B1", token: token("B1") }] },
  ],
};

beforeEach(() => {
  sessionStorage.setItem(
    "comanda:casa:on-table",
    JSON.stringify({ state: { place: { token: token("A1"), kind: "seat", code: "A1", zone: "VIP", supplierSlug: "cine" }, guests: {}, ownParts: {} }, version: 0 }),
  );
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ plan }) })) as unknown as typeof fetch;
});

describe("SeatPicker (the scanned seat's room, on the cinema menu)", () => {
  it("reads the plan of the scanned seat and moves the order, and the URL's seat, to the seat picked", async () => {
    window.history.replaceState(null, "", `/cine?service=cinema&seat=${token("A1")}`);
    render(
      <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "MX"))}>
        <BrandStoresProvider instanceSlug="casa" currency="MXN">
          <SeatPicker supplierSlug="cine" />
        </BrandStoresProvider>
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole("button", { name: "Asiento A1, VIP" })).toHaveAttribute("aria-pressed", "true");
    expect(global.fetch).toHaveBeenCalledWith(`/api/v1/places/${token("A1")}/plan`, expect.anything());

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Asiento B1, General" })));
    expect(screen.getByRole("status")).toHaveTextContent("B1");
    expect(JSON.parse(sessionStorage.getItem("comanda:casa:on-table")!).state.place).toMatchObject({ token: token("B1"), code: "B1", zone: "General" });
    // the URL names the seat picked, so the page does not go back to the one scanned
    expect(new URLSearchParams(window.location.search).get("seat")).toBe(token("B1"));
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Asiento B1, General" })).toHaveAttribute("aria-pressed", "true");
  });
});
