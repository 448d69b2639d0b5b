/** The payment page's SSLCommerz option, and what it says when the patient comes back without paying. */
export const sslcommerzCopy = {
  heading: 'Pay with bKash, Nagad, Rocket, a card or your bank',
  explanation:
    'You will go to the secure SSLCommerz page to pay, then come back here. Your appointment shows as paid once the payment is confirmed.',
  pay: 'Pay with SSLCommerz',
  redirecting: 'Taking you to SSLCommerz…',
  or: 'or',
  cardHeading: 'Pay by card',
  failed: 'The payment did not go through and you were not charged. Please try again.',
  cancelled:
    'You cancelled the payment, so nothing was charged. You can pay whenever you are ready.',
};
