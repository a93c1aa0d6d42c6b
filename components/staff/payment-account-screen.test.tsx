import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { PaymentAccountAnswer } from "@/lib/domain/payments/gateway-account";
import { messagesFor } from "@/lib/i18n/messages";
import { PaymentAccountScreen } from "./payment-account-screen";

const STORED: PaymentAccountAnswer = {
  available: true,
  default_gateway: "sandbox",
  account: {
    gateway: "wompi",
    settings: { public_key: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf", test: true },
    secrets: { integrity_secret: "••••VFJ9", events_secret: "••••6JdG", private_key: null },
    updated_at: "2026-11-28T17:52:00Z",
    updated_by: { id: 3, name: "Lucía", email: "lucia@fogon.co" },
  },
};

function renderScreen(initial: PaymentAccountAnswer) {
  render(
    <NextIntlClientProvider locale="es" messages={messagesFor("es", "CO")} timeZone="America/Bogota">
      <PaymentAccountScreen brand="El Fogón" initial={initial} eventsOrigin="https://fogon.example" />
    </NextIntlClientProvider>,
  );
}

const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, json: async () => body });
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe("the online payments screen", () => {
  it("shows the stored account with its secrets masked, and tells a secret field left empty keeps it", () => {
    renderScreen(STORED);
    const current = screen.getByRole("region", { name: "Cuenta actual" });
    expect(current).toHaveTextContent("El Fogón cobra con su propia cuenta de Wompi.");
    expect(within(current).getByText("••••VFJ9")).toBeInTheDocument();
    expect(current).toHaveTextContent("Sin guardar");
    expect(current).toHaveTextContent("Cambiada por Lucía");
    expect(screen.getByLabelText("Secreto de integridad")).toHaveValue("");
    expect(screen.getByLabelText("Secreto de integridad")).toHaveAccessibleDescription("Guardado: ••••VFJ9. Déjalo vacío para conservarlo.");
    expect(screen.getByLabelText("Llave privada (opcional)")).toHaveAccessibleDescription("Pégalo desde el panel de Wompi.");
  });

  it("names a key pasted in the wrong field beside it and sends nothing", async () => {
    renderScreen(STORED);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Llave pública"));
    await user.type(screen.getByLabelText("Llave pública"), "test_events_2PmQbUpK7Rz8e4Xn");
    await user.click(screen.getByRole("button", { name: "Guardar la cuenta" }));
    expect(await screen.findByText("Escribe la llave pública de Wompi: empieza por pub_test_ o pub_prod_.")).toBeInTheDocument();
    expect(screen.getByLabelText("Llave pública")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Llave pública")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a typed secret with the others empty (kept), says it saved, and empties the fields again", async () => {
    const saved: PaymentAccountAnswer = { ...STORED, account: { ...STORED.account!, secrets: { ...STORED.account!.secrets, events_secret: "••••9999" } } };
    fetchMock.mockImplementation(() => answer(200, saved));
    renderScreen(STORED);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Secreto de eventos"), "test_events_NuevoNuevoNuevo9999");
    await user.click(screen.getByRole("button", { name: "Guardar la cuenta" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Cuenta guardada. Los próximos pagos usan esta cuenta."));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/staff/payment-account");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body)).toEqual({
      gateway: "wompi",
      public_key: STORED.account!.settings.public_key,
      integrity_secret: "",
      events_secret: "test_events_NuevoNuevoNuevo9999",
      private_key: "",
    });
    expect(screen.getByLabelText("Secreto de eventos")).toHaveValue("");
    expect(within(screen.getByRole("region", { name: "Cuenta actual" })).getByText("••••9999")).toBeInTheDocument();
  });

  it("puts the server's field refusals beside their fields", async () => {
    fetchMock.mockImplementation(() => answer(400, { error: { code: "bad_request", message: "x", fields: { events_secret: "validation.wompiKeyEnvironment" } } }));
    renderScreen(STORED);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Guardar la cuenta" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Revisa los campos marcados.");
    expect(screen.getByLabelText("Secreto de eventos")).toHaveAccessibleDescription(/Es de otro ambiente que la llave pública/);
  });

  it("sends only the gateway for the sandbox", async () => {
    fetchMock.mockImplementation(() => answer(200, { ...STORED, account: null }));
    renderScreen(STORED);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: /Sandbox de pruebas/ }));
    expect(screen.queryByLabelText("Llave pública")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Guardar la cuenta" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ gateway: "sandbox" });
  });

  it("says so instead of a form where the deployment keeps no brand's account", () => {
    renderScreen({ available: false, default_gateway: "sandbox", account: null });
    expect(screen.getByText(/El Fogón cobra con la pasarela de la instalación \(Sandbox de pruebas\)/)).toBeInTheDocument();
    expect(screen.getByText(/debe configurar PAYMENT_SECRETS_KEY/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar la cuenta" })).not.toBeInTheDocument();
  });
});
