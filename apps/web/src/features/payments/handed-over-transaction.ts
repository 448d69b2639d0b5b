/**
 * The transaction the payment page hands over to the page it goes to next (router state); a
 * reload leaves it out.
 */
export const handedOverTransaction = (state: unknown) =>
  typeof state === 'object' && state !== null && 'transactionId' in state
    ? String(state.transactionId)
    : null;
