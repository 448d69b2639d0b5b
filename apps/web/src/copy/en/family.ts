import type { PatientRelation } from '@sustho/contracts';

const relations: Record<PatientRelation, string> = {
  self: 'Myself',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  other: 'Other',
};

/** The family (services.md §2): My Family, 'For' wherever a patient is chosen, and who a consultation is for. */
export const familyCopy = {
  title: 'My Family | Sustho',
  metaDescription: 'The family members you book and keep health records for at Sustho.',
  heading: 'My Family',
  intro:
    'Book appointments and keep a health record for your family members from your own account.',
  relations,
  myself: 'Myself',
  age: (years: string) => `${years} years`,
  ageUnknown: 'Age not given',
  relationLabel: 'Relation',
  ageLabel: 'Age',
  sexLabel: 'Sex',
  phoneLabel: 'Phone',
  noPhone: 'No phone',
  add: 'Add family member',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  form: {
    addHeading: 'Add a family member',
    editHeading: (name: string) => `Edit ${name}`,
    name: 'Name',
    relation: 'Relation',
    chooseRelation: 'Choose a relation',
    dateOfBirth: 'Date of birth',
    sex: 'Sex',
    chooseSex: 'Choose',
    phone: 'Phone (optional)',
    phoneHint: 'Only if they have their own number, e.g. 01712345678.',
    ownNameHint: 'Your own name is changed on your profile.',
    save: 'Save',
    cancel: 'Cancel',
  },
  added: (name: string) => `${name} was added to your family`,
  saved: (name: string) => `${name}'s details were saved`,
  removed: (name: string) => `${name} was removed from your family`,
  confirmTitle: (name: string) => `Remove ${name}?`,
  confirmText: (name: string) =>
    `${name}'s upcoming appointments will be cancelled and any payment refunded. Their past prescriptions and notes are kept without their name.`,
  confirm: 'Remove',
  cancel: 'Keep',
  /** 'For' wherever a patient is chosen (booking, waitlist). */
  forLabel: 'For',
  forHint: 'Add family members under My Family.',
  /** My Appointments, beside a booking made for a family member. */
  bookedFor: (name: string) => `For: ${name}`,
  /** My Health Record's switcher. */
  recordOf: 'Whose record',
  /** The consultation room and the doctor's panel (services.md §2). */
  patientLine: (name: string, age: string | null, child: boolean) =>
    `Patient: ${name}${age === null ? '' : `, ${age}`}${child ? ' (child)' : ''}`,
  guardianLine: (name: string) => `Guardian: ${name}`,
  guardianConsent: (name: string) =>
    `I am the parent or legal guardian of ${name} and I agree to this consultation.`,
};
