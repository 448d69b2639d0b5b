/**
 * The web app's pages that messages from the API link to (e-mails, SMS, calendar invites): each
 * page's router pattern, and its path with the pattern's parameters filled in, in order. The
 * router declares these routes with `pattern`, and the API's messages link with `path`, so a page
 * that moves moves for both.
 */
function page(pattern: string) {
  return {
    pattern,
    path: (...params: string[]) => {
      let index = 0;
      return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++] ?? ''));
    },
  };
}

export const pages = {
  login: page('/login'),
  appointment: page('/appointment'),
  myAppointments: page('/dashboard/myAppointment'),
  payment: page('/dashboard/payment/:id'),
  waitlistOffer: page('/dashboard/waitlist/:id'),
  healthRecord: page('/dashboard/health-record'),
  family: page('/dashboard/family'),
  profile: page('/dashboard/profile'),
  doctorOnDemand: page('/dashboard/on-demand'),
  myPlan: page('/dashboard/plan'),
  myOrders: page('/dashboard/my-orders'),
  pharmacyOrders: page('/dashboard/orders'),
  planCheckout: page('/dashboard/plan/checkout'),
  consultation: page('/consultation/:bookingId'),
  consultNow: page('/consult-now'),
  consultNowWaiting: page('/consult-now/:id'),
  labTests: page('/lab-tests'),
  myLabOrders: page('/dashboard/my-lab-orders'),
  labQueue: page('/dashboard/lab'),
  verifyPrescription: page('/verify/:code'),
  invitation: page('/invite/:token'),
} as const;
