/** Types of the Mercado Pago stand-in (mercadopago-stand-in.mjs), for the TypeScript tests. */
export interface StandInAccount {
  public_key: string;
  access_token: string;
  webhook_secret: string;
}

export interface StandInPayment {
  id: number;
  status: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
  payment_type_id: string;
  preference_id: string;
  status_detail?: string;
  date_created?: string;
  /** the access token of the account it belongs to */
  token?: string;
}

export interface StandInRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: string;
}

export interface StandInPreference {
  body: {
    items: { id: string; title: string; quantity: number; currency_id: string; unit_price: number }[];
    external_reference: string;
    back_urls: { success: string; failure: string; pending: string };
    auto_return: string;
    notification_url: string;
  };
  token: string;
}

export interface Tamper {
  secret?: string;
  ts?: string;
  requestId?: string;
  dataId?: string;
}

export interface MercadoPagoStandIn {
  url: string;
  preferences: Map<string, StandInPreference>;
  payments: Map<string, StandInPayment>;
  /** every refund made, in order (a replayed key adds none) */
  refunds: StandInRefund[];
  /** refundFailure: the status the refunds endpoint answers instead (a gateway down), or null; refundAnswerLost: it refunds, then answers 502 */
  control: { refundFailure: number | null; refundAnswerLost: boolean };
  pay(preferenceId: string, status: string, options?: { paymentType?: string; amount?: number }): Promise<{ payment: StandInPayment; delivered: number }>;
  settle(paymentId: number | string, status: string): Promise<number>;
  notify(paymentId: number | string, tamper?: Tamper): Promise<number>;
  close(): Promise<void>;
}

export const STAND_IN_ACCOUNTS: { mx: StandInAccount; pe: StandInAccount };
export function standInSignature(secret: string, dataId: string, requestId: string, ts: string): string;
export function startMercadoPagoStandIn(accounts?: StandInAccount[]): Promise<MercadoPagoStandIn>;
