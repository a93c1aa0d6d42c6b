import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { CinemaPlanView } from "@/lib/domain/tabs/cinema-plan";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { SeatPlan } from "./seat-plan";

const plan: CinemaPlanView = {
  room: { code: "sala-1", name: "Sala 1" },
  seat: "B2",
  rows: [
    { row: "A", zone: "VIP", seats: [{ code: "A1", token: "tok-a1".padEnd(24, "x") }, { code: "A2", token: null }] },
    { row: "B", zone: "General", seats: [{ code: "B1", token: "tok-b1".padEnd(24, "x") }, { code: "B2", token: "tok-b2".padEnd(24, "x") }] },
  ],
};

function renderPlan(chosen = "B2") {
  const onChoose = jest.fn();
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <SeatPlan plan={plan} chosen={chosen} onChoose={onChoose} />
    </NextIntlClientProvider>,
  );
  return onChoose;
}

describe("SeatPlan (enable-plano-zona)", () => {
  it("marks the diner's seat, row by row with its zone", () => {
    renderPlan();
    expect(screen.getByRole("heading")).toHaveTextContent("Sala 1 · asiento B2");
    expect(screen.getByRole("button", { name: "Asiento B2, General" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("group", { name: "Fila A, VIP" })).toBeInTheDocument();
    expect(screen.getByText("Zonas: VIP · General")).toBeInTheDocument();
  });

  it("moves the order to another free seat with that seat's token", () => {
    const onChoose = renderPlan();
    fireEvent.click(screen.getByRole("button", { name: "Asiento A1, VIP" }));
    expect(onChoose).toHaveBeenCalledWith({ code: "A1", token: "tok-a1".padEnd(24, "x") });
  });

  it("says a seat out of service is unavailable and does not take it", () => {
    const onChoose = renderPlan();
    const broken = screen.getByRole("button", { name: "Asiento A2, VIP: no disponible" });
    expect(broken).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(broken);
    fireEvent.click(screen.getByRole("button", { name: "Asiento B2, General" }));
    expect(onChoose).not.toHaveBeenCalled();
  });
});
