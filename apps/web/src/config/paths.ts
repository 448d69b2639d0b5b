/** Every URL of the app in one place. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (name: string) => `/services/${encodeURIComponent(name)}`,
  doctors: '/doctors',
  doctor: (id: string) => `/doctors/${id}`,
  consultNow: '/consult-now',
  /** An on-demand request's waiting page (services.md §3); its id is the booking's. */
  consultNowWaiting: (bookingId: string) => `/consult-now/${bookingId}`,
  /** The lab test catalogue (services.md §6). */
  labTests: '/lab-tests',
  /** Ordering lab tests (services.md §6): the chosen tests, or a prescription's, for a profile. */
  labBooking: (choice: { tests?: string[]; prescriptionId?: string; patientId?: string } = {}) => {
    const search = new URLSearchParams();
    if (choice.tests?.length) search.set('tests', choice.tests.join(','));
    if (choice.prescriptionId) search.set('prescriptionId', choice.prescriptionId);
    if (choice.patientId) search.set('patientId', choice.patientId);
    const query = search.toString();
    return `/lab-tests/book${query ? `?${query}` : ''}`;
  },
  /** The pharmacy (services.md §5): medicine search and the cart. */
  pharmacy: '/pharmacy',
  /** The cart's checkout: for whom, where to, how to pay (services.md §5). */
  checkout: '/pharmacy/checkout',
  blogs: '/blogs',
  blog: (id: string) => `/blogs/${id}`,
  signup: '/signup',
  signupNav: '/SignUp',
  login: '/login',
  resetPassword: '/reset-password',
  appointment: '/appointment',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  settings: '/dashboard/profile#settings',
  twoFactorSetup: '/dashboard/profile#two-factor',
  myAppointments: '/dashboard/myAppointment',
  allUsers: '/dashboard/allUsers',
  addDoctor: '/dashboard/addDoctor',
  manageDoctors: '/dashboard/manageDoctors',
  staff: '/dashboard/staff',
  /** Lab staff edit the lab test catalogue (services.md §6). */
  labCatalogue: '/dashboard/lab-tests',
  /** The lab's day: orders by slot, collection, results (services.md §6). */
  labDay: '/dashboard/lab',
  /** The patient's lab orders, 'My Tests' (the page the API's messages link to). */
  myLabOrders: '/dashboard/my-lab-orders',
  /** The pharmacist's catalogue: prices, stock, CSV import (services.md §5). */
  catalogue: '/dashboard/catalogue',
  /** The pharmacist's queue of medicine orders (services.md §5). */
  orders: '/dashboard/orders',
  /** The patient's medicine orders; `placed` names the order just placed, which the page confirms. */
  myOrders: '/dashboard/my-orders',
  orderPlaced: (orderId: string) =>
    `/dashboard/my-orders?${new URLSearchParams({ placed: orderId })}`,
  doctorSchedule: (doctorId: string) => `/dashboard/doctors/${doctorId}/schedule`,
  mySchedule: '/dashboard/schedule',
  myAgenda: '/dashboard/agenda',
  /** The doctor's 'Consult now' page: going online, offers of patients. */
  doctorOnDemand: '/dashboard/on-demand',
  bookingRecord: (bookingId: string) => `/dashboard/agenda/${bookingId}/record`,
  healthRecord: '/dashboard/health-record',
  /** One profile's record ('' or no id: the account's own), opened at a section. */
  healthRecordOf: (patientId?: string, section?: string) =>
    `/dashboard/health-record${patientId ? `?${new URLSearchParams({ patientId })}` : ''}${section ? `#${section}` : ''}`,
  family: '/dashboard/family',
  myPlan: '/dashboard/plan',
  /** A plan's checkout (services.md §4): what it costs and does to the plan that runs now. */
  planCheckout: (plan: string, period: string) =>
    `/dashboard/plan/checkout?${new URLSearchParams({ plan, period })}`,
  verifyPrescription: (code: string) => `/verify/${code}`,
  editDoctor: (id: string) => `/dashboard/manageDoctors/${id}`,
  invitation: (token: string) => `/invite/${token}`,
  /** The payment page of whatever is paid for: a booking or a plan subscription (ids are unique across kinds). */
  payment: (payableId: string) => `/dashboard/payment/${payableId}`,
  /** Where a booking ends up once made and paid (or made, when free). */
  bookingConfirmed: (bookingId: string) => `/dashboard/appointments/${bookingId}/confirmed`,
  /** A waitlist offer's page, the link its e-mail and SMS carry. */
  waitlistOffer: (entryId: string) => `/dashboard/waitlist/${entryId}`,
  consultation: (bookingId: string) => `/consultation/${bookingId}`,
  contact: '/#contact',
} as const;
