import type { Currency, PayableKind } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';

/**
 * Something a patient pays for (services.md, 'Everything is paid the same way'): a booking or a
 * plan subscription. Payments records, confirms and refunds the money the same way for each; what
 * the thing is, who owns it and what being paid does to it is its own module's, told here.
 */
export interface Payable {
  kind: PayableKind;
  id: string;
  /** The paying account; null once it was deleted. */
  userId: string | null;
  /** Where the receipt goes; null once the account was deleted. */
  email: string | null;
  payerName: string;
  phone: string | null;
  /** What SSLCommerz's page names as the product. */
  productName: string;
  priceCents: number;
  currency: Currency;
}

/** The refusals about one kind of payable, written out whole so each has its Bangla. */
export interface PayableRefusals {
  /** 'No booking has this id' */
  notFound: string;
  /** 'You can only pay for your own bookings' */
  notYours: string;
  /** 'This payment is for another booking' */
  otherPayable: string;
  /** 'SSLCommerz validated a payment for another booking' */
  gatewayOtherPayable: string;
  /** "The payment's amount does not match the booking's price" */
  amountMismatch: string;
  /** "The payment's currency does not match the booking's" */
  currencyMismatch: string;
  /** 'This booking has no payment to refund' */
  noPayment: string;
}

/** One kind of payable, as the module that owns it lets payments handle it. */
export interface PayableKindHandler<T extends Payable = Payable> {
  kind: PayableKind;
  refusals: PayableRefusals;
  find(db: Executor, id: string): Promise<T | null>;
  /** Locks it until the transaction ends, so a payment, its webhook and a cancellation take turns. */
  lock(tx: Executor, id: string): Promise<T | null>;
  /** Why it cannot be paid now ('This booking is cancelled'), or null when it waits for a payment. */
  refusal(payable: T): string | null;
  /** Why a payment that arrived for it was given back instead, once `refusal` said it could not take it. */
  returnReason(payable: T): string;
  /**
   * In the transaction that records its payment: what being paid does to it, and its receipt to
   * the payer (none once the account is deleted).
   */
  paid(tx: Executor, payable: T, transactionId: string): Promise<void>;
  /** The page a patient back from SSLCommerz's page lands on once it is paid. */
  paidPage(payable: T): string;
}

/** The handlers of every kind, registered by the composition root as their modules are built. */
export function payableKinds() {
  const handlers = new Map<PayableKind, PayableKindHandler>();
  return {
    register<T extends Payable>(handler: PayableKindHandler<T>) {
      handlers.set(handler.kind, handler as unknown as PayableKindHandler);
    },
    of(kind: PayableKind): PayableKindHandler {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`No payable kind '${kind}' is registered`);
      return handler;
    },
    /** Which kind an id belongs to: ids are unique across kinds, so at most one finds it. */
    async find(db: Executor, id: string) {
      for (const handler of handlers.values()) {
        const payable = await handler.find(db, id);
        if (payable) return { handler, payable };
      }
      return null;
    },
  };
}

export type PayableKinds = ReturnType<typeof payableKinds>;
