/**
 * What a payment pays for, as the payment routes name it: exactly one of a booking, a plan
 * subscription, a medicine order or a lab order (services.md, 'Everything is paid the same way').
 */
export type Payable =
  { bookingId: string } | { subscriptionId: string } | { orderId: string } | { labOrderId: string };

/** The id the payment page and the intent's cache know the payable by. */
export const payableId = (payable: Payable): string => Object.values(payable)[0] as string;
