// The refund call every provider may implement (decision 084). A provider
// without one has its refunds recorded for staff to pay back by hand.

/** What a provider needs to know of the payment it refunds. */
export interface RefundTarget {
  paymentId: string;
  amountSatang: number;
  refundedSatang: number;
  providerReference: string | null;
  details: Record<string, unknown>;
}

/** The provider's record of a refund: its id is the ledger key. */
export interface ProviderRefund {
  eventId: string;
  payload: Record<string, unknown>;
  /** Accepted, not done yet: the refund stays pending until the provider's status call says (decision 121). */
  pending?: boolean;
}

/** Where a pending refund stands at the provider. */
export interface RefundStatus {
  state: 'PENDING' | 'REFUNDED' | 'FAILED';
  /** The provider's status code (kept in the ledger). */
  code: string;
  payload: Record<string, unknown>;
}

/** The provider answered and refused (its code kept for staff); nothing was refunded. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

export interface RefundingProvider {
  readonly name: string;
  /** Refunds `amountSatang` of a paid payment; throws ProviderRefusedError or ProviderUnavailableError. */
  refund(payment: RefundTarget, amountSatang: number): Promise<ProviderRefund>;
  /** Asks about a pending refund of `amountSatang`; providers whose refunds finish at once have none. */
  readonly refundStatus?: (payment: RefundTarget, amountSatang: number) => Promise<RefundStatus>;
}
