import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useForm } from "react-hook-form";
import type { DetailsKind } from "@/lib/domain/checkout/checkout-steps";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { PaymentChoice } from "./payment-choice";

function Choice({ kind }: { kind: DetailsKind }) {
  const form = useForm<PrecheckoutValues>();
  return <PaymentChoice form={form} fieldError={() => undefined} accepted={["cash_or_dataphone", "card"]} method={null} kind={kind} receiptError={null} receiptName={null} onReceipt={() => {}} />;
}

function renderChoice(kind: DetailsKind, locale: "es" | "en" = "es") {
  render(
    <NextIntlClientProvider locale={locale} messages={clientMessages(messagesFor(locale, "CO"), ["checkout"])}>
      <Choice kind={kind} />
    </NextIntlClientProvider>,
  );
}

describe("PaymentChoice: paying in person says where it happens", () => {
  it.each([
    ["table", "Pagas en la mesa, en efectivo o con datáfono."],
    ["room", "Pagas en la habitación cuando te entreguen el pedido."],
    ["pickup", "Pagas al recoger tu pedido."],
    ["delivery", "Pagas al recibir tu pedido."],
    ["schedule", "Pagas al recibir tu pedido."],
  ] as const)("an order to a %s: %s", (kind, hint) => {
    renderChoice(kind);
    expect(screen.getByRole("radio", { name: `Efectivo o datáfono ${hint}` })).toBeInTheDocument();
    // the other methods' hints take no place
    expect(screen.getByRole("radio", { name: "Tarjeta de crédito o débito Pagas en la pasarela segura; no vemos los datos de tu tarjeta." })).toBeInTheDocument();
  });

  it("says it in the diner's language", () => {
    renderChoice("room", "en");
    expect(screen.getByRole("radio", { name: /You pay in your room when the order is handed to you\.$/ })).toBeInTheDocument();
  });
});
