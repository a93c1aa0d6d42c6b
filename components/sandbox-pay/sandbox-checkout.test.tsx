import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import es from "@/messages/es.json";
import { SandboxCheckout } from "./sandbox-checkout";

const checkout = { "public-key": "pub_sandbox_comanda", reference: "ord_1_1", lang: "es" };
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderCheckout(method: "card" | "pse" | "nequi" = "card") {
  return render(
    <NextIntlClientProvider locale="es" messages={{ sandboxPay: es.sandboxPay, validation: es.validation }}>
      <SandboxCheckout checkout={checkout} method={method} amount="$ 24.900" prefill={{ fullName: "Ana Pérez", legalId: "1020304050", legalIdType: "cc" }} />
    </NextIntlClientProvider>,
  );
}

// jsdom has no Response: the hook reads only these three members.
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, json: async () => body });
const year = String(new Date().getUTCFullYear() + 2);

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText("Número de la tarjeta"), number);
  await userEvent.type(screen.getByLabelText("Mes de vencimiento (MM)"), "12");
  await userEvent.type(screen.getByLabelText("Año de vencimiento (AA)"), year);
  await userEvent.type(screen.getByLabelText("Código de seguridad (CVC)"), "123");
}

describe("SandboxCheckout", () => {
  it("opens on the method chosen at the merchant and moves between tabs with the arrow keys", async () => {
    renderCheckout("pse");
    expect(screen.getByRole("tab", { name: "PSE" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "PSE" })).toBeVisible();
    expect(screen.getByRole("option", { name: "1 - Banco que aprueba" })).toBeInTheDocument();

    screen.getByRole("tab", { name: "PSE" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Nequi" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Nequi" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Tarjeta" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows every card problem in Spanish, tied to its field, and focuses the first", async () => {
    renderCheckout();
    expect(screen.getByLabelText("Nombre como aparece en la tarjeta")).toHaveValue("Ana Pérez");
    await userEvent.type(screen.getByLabelText("Número de la tarjeta"), "4242 4242 4242 4241");
    await userEvent.click(screen.getByRole("button", { name: "Pagar $ 24.900" }));

    const number = screen.getByLabelText("Número de la tarjeta");
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveAccessibleDescription("El número de tarjeta no es válido.");
    expect(screen.getByLabelText("Mes de vencimiento (MM)")).toHaveAccessibleDescription("Este campo es obligatorio.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pays with the checkout and the card, then follows the gateway's redirect", async () => {
    fetchMock.mockReturnValue(answer(201, { redirect: "http://localhost/#paid", transaction: { id: "sbx_1", status: "APPROVED" } }));
    renderCheckout();
    await fillCard("4242 4242 4242 4242");
    await userEvent.click(screen.getByRole("button", { name: "Pagar $ 24.900" }));

    await waitFor(() => expect(window.location.hash).toBe("#paid"));
    expect(screen.getByRole("button", { name: "Pago enviado. Volviendo al comercio…" })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/transactions");
    expect(JSON.parse(init.body)).toEqual({
      checkout,
      method: "card",
      data: { holder: "Ana Pérez", number: "4242424242424242", month: 12, year: Number(year), cvc: "123", identification_type: "cc", identification: "1020304050" },
    });
  });

  it("keeps what was typed when the payment fails, and marks a field the server refuses", async () => {
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError("offline")));
    renderCheckout("nequi");
    const phone = screen.getByLabelText("Celular de tu cuenta Nequi");
    await userEvent.type(phone, "3991111111");
    await userEvent.click(screen.getByRole("button", { name: "Pagar $ 24.900" }));
    expect(await screen.findByText("Hubo un error procesando el pago. Intenta de nuevo.")).toBeInTheDocument();
    expect(phone).toHaveValue("3991111111");

    fetchMock.mockReturnValueOnce(answer(400, { error: { code: "bad_request", message: "x", fields: { "data.phone": "validation.invalidPhone" } } }));
    await userEvent.click(screen.getByRole("button", { name: "Pagar $ 24.900" }));
    expect(await screen.findByText("Revisa los datos marcados e intenta de nuevo.")).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription("Escribe un celular válido.");
    expect(phone).toHaveFocus();
  });
});
