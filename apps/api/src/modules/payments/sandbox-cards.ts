/**
 * Stripe's test card numbers and what Stripe answers for each, word for word, so the sandbox
 * teaches the same cards that work against Stripe in test mode. Null means the charge succeeds.
 */
const TEST_CARDS: Record<string, string | null> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

/** What Stripe says in test mode to a real card number. */
const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

/** The decline message for a card's digits, or null when the sandbox charges it. */
export function sandboxDecline(digits: string): string | null {
  const outcome = TEST_CARDS[digits];
  return outcome === undefined ? NOT_A_TEST_CARD : outcome;
}
