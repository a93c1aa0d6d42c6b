import { methodFromGateway, transactionStatusFromGateway, WOMPI_METHOD_TYPE } from "./gateway-status";

describe("methodFromGateway", () => {
  it("reads Wompi's payment_method_type back as our online method", () => {
    expect(methodFromGateway("NEQUI")).toBe("nequi");
    expect(methodFromGateway("CARD")).toBe("card");
    expect(methodFromGateway("pse")).toBe("pse");
    for (const [method, type] of Object.entries(WOMPI_METHOD_TYPE)) expect(methodFromGateway(type)).toBe(method);
  });

  it("knows nothing of Wompi's other methods, nor of a transaction that names none", () => {
    expect(methodFromGateway("BANCOLOMBIA_TRANSFER")).toBeNull();
    expect(methodFromGateway(undefined)).toBeNull();
  });
});

describe("transactionStatusFromGateway", () => {
  it("maps Wompi's statuses and leaves an unknown one unwritten", () => {
    expect(transactionStatusFromGateway("ERROR")).toBe("error");
    expect(transactionStatusFromGateway("approved")).toBe("approved");
    expect(transactionStatusFromGateway("REFUNDED")).toBeNull();
  });
});
