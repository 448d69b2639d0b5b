/** The payment page. Its lines are kept word for word (docs/product/public-site.md §2). */
export const paymentsCopy = {
  title: 'Payment | Sustho',
  metaDescription: 'Pay for your appointment by card.',
  heading: (treatment: string) => `Payment for ${treatment}`,
  /** `price` comes from lib/money.ts: '$15' in dollars (docs/product/money.md §2) or '৳700'. */
  instruction: (price: string, date: string, slot: string) =>
    `Please pay ${price} for your appointment on ${date} at ${slot}`,
  pay: 'Pay',
  success: 'Congrats! your payment completed',
  transactionId: 'Your transactionId:',
  paid: 'This appointment is paid. There is nothing more to pay.',
  refunded: 'This appointment was cancelled and its payment refunded.',
  cancelled: 'This appointment is cancelled, so there is nothing to pay.',
  free: 'This appointment is free, so there is nothing to pay.',
  backToAppointments: 'Back to My Appointments',
  notYours: 'Only the patient who booked this appointment can pay for it.',
  cardLabel: 'Card',
  stripeLoading: 'Loading the secure card form…',
  notCompleted: 'The payment did not complete. Please try again.',
  sandbox: {
    legend: 'Card details',
    note: 'Test mode: no money moves. Pay with 4242 4242 4242 4242, any future expiry and any CVC.',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    expiryInPast: "Your card's expiration date is in the past.",
  },
};
