/** Types of the Wompi stand-in (wompi-stand-in.mjs), for the TypeScript tests. */
export interface WompiStandInAccount {
  public_key: string;
  private_key: string;
  integrity_secret: string;
  events_secret: string;
}

export interface WompiVoid {
  transaction: string;
  amountInCents: number;
  key: string | null;
}

export const WOMPI_STAND_IN_ACCOUNT: WompiStandInAccount;

export class WompiStandIn {
  constructor(options?: { accounts?: WompiStandInAccount[]; eventsUrl?: () => string | null });
  /** transactions by id; a test may add its own (without `account`, any known private key may void them) */
  readonly transactions: Map<string, Record<string, unknown>>;
  readonly voids: WompiVoid[];
  /** answer every void with this status instead (a gateway down: 503) */
  failWith: number | null;
  readonly events: { transaction: string; status: string; delivered: number }[];
  /** the first account's private key */
  readonly privateKey: string;
  readonly origin: string;
  /** WOMPI_API_URL */
  readonly url: string;
  /** WOMPI_CHECKOUT_URL */
  readonly checkoutUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  settle(id: string, status: string): Promise<number>;
}
