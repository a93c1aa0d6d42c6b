import { bookingConfirmation, bookingSms, bookingStatusText, type BookingMailTexts } from "./booking-message";

const texts: BookingMailTexts = {
  subject: "Tu reserva",
  greeting: "Hola",
  when: "Cuándo",
  where: "Dónde",
  party: "Personas",
  zone: "Zona",
  manage: "Para cambiarla o cancelarla",
  declined: "El restaurante no pudo aceptar tu reserva",
  status: { approved: "Confirmada por el restaurante", pending: "Pendiente de aprobación", confirmed: "Confirmada", seated: "Ya estás en tu mesa", waiting_list: "En lista de espera", canceled: "Cancelada" },
};

describe("bookingConfirmation", () => {
  it("tells the diner the status, the branch-local day and hour, where, for how many, and the booking's link", () => {
    const mail = bookingConfirmation("El Fogón Andino", "es-CO", texts, {
      id: 42,
      status: "waiting_list",
      name: "Ana Pérez",
      date: "2026-12-04",
      time: "20:30",
      persons: 4,
      zone: "Terraza",
      branch: "Chapinero",
      address: "Carrera 7 # 63-44, Bogotá",
      link: "https://pedidos.fogonandino.co/book_info/42/abc",
    });
    expect(mail.subject).toBe("Tu reserva #42 · El Fogón Andino");
    expect(mail.body.split("\n")).toEqual([
      "Hola Ana Pérez,",
      "",
      "En lista de espera · #42",
      "Cuándo: viernes, 4 de diciembre de 2026, 20:30",
      "Dónde: Chapinero — Carrera 7 # 63-44, Bogotá",
      "Personas: 4",
      "Zona: Terraza",
      "",
      "Para cambiarla o cancelarla:",
      "https://pedidos.fogonandino.co/book_info/42/abc",
      "",
      "— El Fogón Andino",
    ]);
  });
});

describe("a booking decision in the diner's words", () => {
  it("says a refusal by the restaurant apart from the diner's own cancel, by mail and by SMS", () => {
    expect(bookingStatusText(texts, { status: "canceled", canceledBy: "restaurant" })).toBe("El restaurante no pudo aceptar tu reserva");
    expect(bookingStatusText(texts, { status: "canceled", canceledBy: "diner" })).toBe("Cancelada");
    expect(bookingStatusText(texts, { status: "approved" })).toBe("Confirmada por el restaurante");
    expect(bookingSms("Casa", texts, { id: 9, status: "approved", date: "2026-12-01", time: "20:00", link: "https://casa.co/book_info/9/t" })).toBe(
      "Casa: Confirmada por el restaurante · #9 · 2026-12-01 20:00. https://casa.co/book_info/9/t",
    );
  });
});
