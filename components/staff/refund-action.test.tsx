import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { messagesFor } from "@/lib/i18n/messages";
import { RefundAction } from "./refund-action";

const PAYMENTS = { payments: [{ id: 31, method: "card", gateway: "sandbox", status: "approved", currency: "COP", amount: 32000, refunded: 2000, refundable: 30000, refunds: [] }] };
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, json: async () => body });
let fetchMock: jest.Mock;
let refunded: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn((url: string) => (url.endsWith("/payments") ? answer(200, PAYMENTS) : answer(201, { refund: { id: 1, status: "approved" } })));
  global.fetch = fetchMock;
  refunded = jest.fn();
  render(
    <NextIntlClientProvider locale="es" messages={messagesFor("es", "CO")} timeZone="America/Bogota">
      <RefundAction subject={{ kind: "order", id: 7 }} source={{ orderId: 7 }} currency="COP" onRefunded={refunded} />
    </NextIntlClientProvider>,
  );
});

const refundCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes("/refunds"));

describe("the board's refund", () => {
  it("offers all that is left, asks the reason, confirms the amount, and sends one refund with its key", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reembolsar" }));
    const dialog = await screen.findByRole("dialog", { name: "Reembolsar el pedido #7" });
    const amount = await within(dialog).findByLabelText("Monto a reembolsar");
    expect(amount).toHaveValue("30000");
    expect(amount).toHaveAccessibleDescription("Hasta $ 30.000");

    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByLabelText("Motivo")).toHaveAccessibleDescription("Escribe el motivo del reembolso.");
    await user.clear(amount);
    await user.type(amount, "30001");
    await user.type(within(dialog).getByLabelText("Motivo"), "Faltó una bebida");
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(refundCalls()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "10000");
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByText(/¿Reembolsar \$ 10\.000 del pedido #7\?/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole("button", { name: "Reembolsar $ 10.000" });
    expect(confirm).toHaveFocus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(refunded).toHaveBeenCalled());
    expect(screen.getByRole("status")).toHaveTextContent("Reembolsado $ 10.000.");
    const [[url, init]] = refundCalls();
    expect(url).toBe("/api/staff/payments/31/refunds");
    expect(JSON.parse(init.body)).toEqual({ amount: 10000, reason: "Faltó una bebida" });
    expect(init.headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the server's refusal in words and sends the same key when tried again", async () => {
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/payments") ? answer(200, PAYMENTS) : answer(409, { error: { code: "refund_above_paid", message: "", refundable: 5000 } }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reembolsar" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(await within(dialog).findByLabelText("Motivo"), "Doble cobro");
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    await user.click(within(dialog).getByRole("button", { name: "Reembolsar $ 30.000" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("No puedes reembolsar más de lo pagado menos lo ya reembolsado.");
    await user.click(within(dialog).getByRole("button", { name: "Reembolsar $ 30.000" }));
    await waitFor(() => expect(refundCalls()).toHaveLength(2));
    const keys = refundCalls().map(([, init]) => init.headers["idempotency-key"]);
    expect(keys[0]).toBe(keys[1]);
    expect(refunded).not.toHaveBeenCalled();
  });
});

describe("a ledger row's refund", () => {
  it("names a table's part, offers what the row read as left without asking the server first, and refunds that payment", async () => {
    document.body.innerHTML = "";
    fetchMock.mockClear();
    render(
      <NextIntlClientProvider locale="es" messages={messagesFor("es", "CO")} timeZone="America/Bogota">
        <RefundAction subject={{ kind: "tab_part", id: 12 }} source={{ payment: { id: 44, method: "pse", currency: "COP", amount: 22_000 as never, refunded: 0 as never, refundable: 22_000 as never } }} currency="COP" onRefunded={refunded} />
      </NextIntlClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reembolsar" }));
    const dialog = await screen.findByRole("dialog", { name: "Reembolsar la parte #12 de una cuenta" });
    expect(within(dialog).getByLabelText(/Monto a reembolsar/)).toHaveValue("22000");
    await user.type(within(dialog).getByLabelText("Motivo"), "Cobro de más");
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByText(/¿Reembolsar \$ 22\.000 de la parte #12 de una cuenta\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Reembolsar $ 22.000" }));
    await waitFor(() => expect(refunded).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/staff/payments/44/refunds"]);
  });
});
