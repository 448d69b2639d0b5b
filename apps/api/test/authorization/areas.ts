import { adminCases } from './admin.js';
import { accountCases, profileCases } from './accounts.js';
import { bookingCases } from './bookings.js';
import { consultationCases } from './consultations.js';
import { contactCases } from './contact.js';
import { directoryCases } from './directory.js';
import { familyCases } from './family.js';
import { labCases } from './lab.js';
import { labOrderCases } from './lab-orders.js';
import { onDemandCases } from './on-demand.js';
import { orderCases } from './orders.js';
import { doctorAccountCases } from './doctor-accounts.js';
import { paymentCases } from './payments.js';
import { planCases } from './plans.js';
import { pharmacyCases } from './pharmacy.js';
import { publicCases } from './public.js';
import { pushCases } from './push.js';
import { recordCases } from './records.js';
import { scheduleCases } from './schedule.js';
import { staffCases } from './staff.js';
import { waitlistCases } from './waitlist.js';
import type { MatrixArea, MatrixContext, RouteCase } from './types.js';

/** Every area of the matrix. The hostile-input test reuses these sample requests, so a new route gets both checks. */
const AREAS: MatrixArea[] = [
  publicCases,
  accountCases,
  profileCases,
  // Before bookings and the waitlist: their own rows come after the parent's-member ones, so the
  // hostile-input test (one row per route) takes theirs.
  familyCases,
  bookingCases,
  adminCases,
  paymentCases,
  contactCases,
  directoryCases,
  scheduleCases,
  doctorAccountCases,
  recordCases,
  consultationCases,
  waitlistCases,
  onDemandCases,
  planCases,
  labCases,
  labOrderCases,
  staffCases,
  pharmacyCases,
  orderCases,
  pushCases,
];

/** One row per API route: its pattern, a valid request per actor and the statuses expected. */
export async function matrixCases(context: MatrixContext): Promise<RouteCase[]> {
  return (await Promise.all(AREAS.map((area) => area(context)))).flat();
}
