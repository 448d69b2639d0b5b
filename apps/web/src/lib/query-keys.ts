/**
 * The first element of every cached query's key, one per kind of data. A feature's queries start
 * their keys with its root; a change that makes another feature's data stale invalidates that
 * root by name here, rather than typing the other feature's key out.
 */
export const queryRoots = {
  agenda: ['agenda'],
  blogs: ['blogs'],
  bookings: ['bookings'],
  clientConfig: ['client-config'],
  clinicalRecord: ['clinical-record'],
  consultations: ['consultations'],
  doctors: ['doctors'],
  family: ['family'],
  healthRecord: ['health-record'],
  invitations: ['invitations'],
  labOrders: ['lab-orders'],
  labTests: ['lab-tests'],
  me: ['me'],
  medicines: ['medicines'],
  onDemand: ['on-demand'],
  orders: ['orders'],
  payments: ['payments'],
  plans: ['plans'],
  profile: ['profile'],
  schedule: ['schedule'],
  services: ['services'],
  staff: ['staff'],
  session: ['session'],
  specialties: ['specialties'],
  treatmentNames: ['treatment-names'],
  treatmentSettings: ['treatment-settings'],
  treatments: ['treatments'],
  users: ['users'],
  verification: ['verification'],
  waitlist: ['waitlist'],
} as const;
