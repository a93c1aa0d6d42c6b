import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { BoardOrder } from "@/lib/domain/orders/order-board-wire";
import { boardOrderFromWire } from "@/lib/domain/staff/staff-wire";
import { messagesFor } from "@/lib/i18n/messages";
import { BoardCard } from "./board-card";

const NOW = new Date("2026-11-28T18:00:00Z");

function boardOrder(over: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: 41,
    service: "room_service",
    journey: "served",
    progress: "received",
    status: "pending",
    payment_method: "room_charge",
    total: 54000,
    currency: "COP",
    name: "Ana Pérez",
    place: { kind: "room", code: "204" },
    guest: null,
    pickup_code: null,
    scheduled_for: null,
    comments: "Sin cebolla",
    lines: [{ label: "Hamburguesa", quantity: 2, options: ["Término medio", "Queso extra"] }],
    round: false,
    pays_first: true,
    awaits_payment: true,
    created_at: "2026-11-28T17:52:00Z",
    updated_at: "2026-11-28T17:52:00Z",
    ...over,
  };
}

function renderCard(order: BoardOrder) {
  const onMove = jest.fn();
  const onSettle = jest.fn();
  render(
    <NextIntlClientProvider locale="es" messages={messagesFor("es", "CO")} timeZone="America/Bogota">
      <ul>
        <BoardCard order={boardOrderFromWire(order)} now={NOW} fresh={false} busy={false} onMove={onMove} onSettle={onSettle} currency="COP" />
      </ul>
    </NextIntlClientProvider>,
  );
  return { onMove, onSettle };
}

describe("a card on the pass", () => {
  it("tells the kitchen what to make and where: each line's options, the note, the room", () => {
    renderCard(boardOrder());
    expect(screen.getByText("Término medio · Queso extra")).toBeTruthy();
    expect(screen.getByText(/Habitación 204/)).toBeTruthy();
    expect(screen.getByText("Nota: Sin cebolla")).toBeTruthy();
  });

  it("offers the payment's confirmation first, with its method and amount, and no kitchen step until then", async () => {
    const { onSettle } = renderCard(boardOrder());
    expect(screen.queryByRole("button", { name: /Pasar a/ })).toBeNull();
    expect(screen.getByText("Se prepara cuando confirmes su pago.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /^Confirmar pago · Cargo a la habitación · \$\s?54\.000$/ }));
    expect(onSettle).toHaveBeenCalledWith("approved");
    await userEvent.click(screen.getByRole("button", { name: "No pagó" }));
    expect(onSettle).toHaveBeenLastCalledWith("declined");
  });

  it("moves a paid order on, and says a table's round is paid with the tab, with nothing to confirm", async () => {
    const { onMove } = renderCard(boardOrder({ service: "on_table", status: "pending", payment_method: "tab", round: true, pays_first: false, awaits_payment: false, place: { kind: "table", code: "7" } }));
    expect(screen.getByText("En la cuenta de la mesa")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Confirmar pago/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Pasar a/ }));
    expect(onMove).toHaveBeenCalled();
  });
});
