/** The doctor's 'Consult now' page (services.md §3): presence, offers of patients, the countdown. */
export const doctorOnDemandCopy = {
  title: 'Consult now | Sustho',
  metaDescription: 'Go online to see patients who want a doctor now.',
  heading: 'Consult now',
  intro: 'Go online to be offered patients of your treatment who want a doctor now.',
  goOnline: 'Go online',
  goOffline: 'Go offline',
  state: {
    offline: 'You are offline',
    free: 'You are online and free',
    offered: 'You are online: a patient is waiting for your answer',
    in_consultation: 'In a consultation',
  },
  keepOpen: 'Keep this page open while you are online: patients are offered to you here.',
  offerRanOut: 'You were set offline because an offer ran out',
  returnToConsultation: 'Return to the consultation',
  offerHeading: 'New patient',
  /** 'New patient: {name}, {age} · {symptoms}'; the age and symptoms only when known. */
  newPatient: (name: string, age: string | null, child: boolean, symptoms: string | null) =>
    `New patient: ${name}${age === null ? '' : `, ${age}`}${child ? ' (child)' : ''}${
      symptoms ? ` · ${symptoms}` : ''
    }`,
  treatment: (name: string) => `Treatment: ${name}`,
  accept: 'Accept',
  decline: 'Decline',
  /** The countdown as shown, every second. */
  secondsLeft: (seconds: string) => `${seconds} s left`,
  /** The countdown as a screen reader hears it, at a few moments only. */
  secondsLeftSpoken: (seconds: string) => `${seconds} seconds left to answer`,
  countdownLabel: 'Time left to answer',
  declined: 'The patient was offered to another doctor.',
};
