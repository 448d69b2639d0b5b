/**
 * Consult now, the patient's side (services.md §3): the list of on-demand treatments, the request
 * form, the waiting page, and how My Appointments and the payment page speak of such a request.
 * Counts and amounts come in already written for the reader.
 */
export const consultNowCopy = {
  title: 'Consult now | Sustho',
  metaDescription:
    'See a Sustho doctor now, without an appointment: pay, wait your turn, and the next free doctor takes your consultation.',
  heading: 'Consult now',
  intro:
    'See a doctor online now, without an appointment. You pay, wait your turn, and the next free doctor takes your consultation.',
  empty: 'No consultation is offered on demand at the moment.',
  doctorsOnline: (count: string) => `Doctors online: ${count}`,
  estimatedWait: (minutes: string) => `Estimated wait: ${minutes} min`,
  noDoctor: 'No doctor is online now',
  bookInstead: 'Book an appointment instead',
  /** `price` comes from lib/money.ts: '15$' in dollars, as cards write it, or '৳700'. */
  price: (price: string) => `Price: ${price}`,
  consult: 'Consult now',
  consultLabel: (treatment: string) => `Consult now: ${treatment}`,
  /** Under a visitor's 'Consult now', which leads to the login page and back. */
  loginToConsult: 'Log in to consult a doctor now.',
  form: {
    title: (treatment: string) => `Consult now: ${treatment}`,
    symptoms: 'What is the problem? (optional)',
    counter: (used: string, max: string) => `${used} of ${max} characters`,
    phone: 'Phone Number (optional)',
    phoneHint:
      'We text you here when a doctor takes your consultation. Left empty, we use the number we have.',
    price: 'Price',
    refundRule: (minutes: string) =>
      `If no doctor takes your consultation within ${minutes} minutes, your payment is refunded in full.`,
    submit: 'Consult now',
    close: 'Close',
    failed: 'Error! Please try again',
  },
  waiting: {
    title: 'Waiting for a doctor | Sustho',
    metaDescription: 'Your place in the queue for a doctor now.',
    heading: (treatment: string) => `Consult now: ${treatment}`,
    position: (place: string) => `You are number ${place} in the queue`,
    noEstimate: 'No doctor is online now. You keep your place in the queue.',
    awaitingPayment: 'Pay to take your place in the queue.',
    payNow: 'Pay now',
    offered: 'A doctor is looking at your request',
    accepted: 'A doctor has taken your consultation.',
    join: 'Join the consultation',
    disconnected: 'Your doctor was disconnected. You are first in the queue.',
    refundBy: (time: string) =>
      `If no doctor takes your consultation by ${time}, your payment is refunded in full.`,
    cancelled: 'This request was cancelled.',
    expired: 'No doctor was available.',
    unpaidExpired: 'This request ended because it was not paid in time.',
    refunded: (amount: string) => `Your payment of ${amount} has been refunded.`,
    refundComing: (amount: string) => `Your payment of ${amount} is being refunded in full.`,
    again: 'Consult now again',
    myAppointments: 'Go to My Appointments',
    unknown: 'This request does not exist or is not yours.',
  },
  /** 'Cancel request' on the waiting page and in My Appointments, allowed until a doctor accepts. */
  cancel: {
    button: 'Cancel request',
    label: (treatment: string) => `Cancel request: ${treatment}`,
    title: 'Cancel this request?',
    subject: (treatment: string) => `Consult now: ${treatment}`,
    text: 'You will lose your place in the queue.',
    willRefund: (amount: string) => `Your payment of ${amount} is refunded in full.`,
    notCharged: 'You have not paid for it, so nothing is charged.',
    confirm: 'Cancel request',
    keep: 'Keep waiting',
    done: 'Request cancelled',
  },
  /** An on-demand booking in My Appointments and on the payment page. */
  booking: {
    /** Where the date and time would be, before a doctor takes it. */
    when: 'Consult now',
    /** Where the doctor's name would be, before a doctor takes it. */
    doctor: 'The first free doctor',
    payLabel: (treatment: string) => `Pay for ${treatment}, consult now`,
    payBy: (time: string) => `Pay by ${time} to keep your request`,
    queue: 'See the queue',
    queueLabel: (treatment: string) => `See the queue: ${treatment}`,
    instruction: (price: string) => `Please pay ${price} to consult a doctor now`,
  },
};
