import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { PlaceNotice } from "./place-notice";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";
const place = { kind: "table", code: "5", zone: "Salón", supplier: { id: 1, slug: "centro", name: "Centro" }, service: "on_table" };

let answers: (() => Promise<unknown>)[];
beforeEach(() => {
  sessionStorage.clear();
  answers = [];
  global.fetch = jest.fn(() => (answers.shift() ?? (() => Promise.reject(new Error("no answer"))))()) as unknown as typeof fetch;
});
const answer = (status: number, body: unknown) => answers.push(async () => ({ ok: status < 300, status, json: async () => body }));

function renderNotice(search: string, onTableClass = "checkout") {
  window.history.replaceState(null, "", `/centro/menu-digital${search}`);
  return render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <PlaceNotice supplierSlug="centro" onTableClass={onTableClass} service="on_table" />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
}

describe("PlaceNotice (product §8 at the table)", () => {
  it("asks to scan the QR code where the mode orders to a table and none was scanned", async () => {
    renderNotice("");
    expect(await screen.findByRole("alert")).toHaveTextContent("Escanea el código QR");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("says nothing in basic mode, where the phone orders nothing", async () => {
    renderNotice("", "basic");
    await act(async () => {});
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("calls a token the API does not know an invalid table code", async () => {
    answer(404, { error: { code: "not_found", message: "no" } });
    renderNotice(`?service=on_table&table=${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Código de mesa no válido");
    expect(global.fetch).toHaveBeenCalledWith(`/api/v1/places/${TOKEN}`, expect.anything());
  });

  it("refuses a malformed token without asking the API", async () => {
    renderNotice("?table=5");
    expect(await screen.findByRole("alert")).toHaveTextContent("Código de mesa no válido");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("remembers the table a valid token names for this browser tab, and shows nothing", async () => {
    answer(200, { place });
    renderNotice(`?table=${TOKEN}`);
    await act(async () => {});
    expect(screen.queryByRole("alert")).toBeNull();
    expect(JSON.parse(sessionStorage.getItem("comanda:casa:on-table")!).state.place).toMatchObject({ token: TOKEN, kind: "table", code: "5", supplierSlug: "centro" });
  });

  it("offers to try again when the API cannot be reached, and then finds the table", async () => {
    renderNotice(`?table=${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos confirmar tu mesa");
    answer(200, { place });
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await act(async () => {});
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
