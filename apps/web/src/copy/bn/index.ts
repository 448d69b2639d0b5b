import type { Copy } from '../en';
import { adminCopy } from './admin';
import { appCopy } from './app';
import { appointmentsCopy, myAppointmentsCopy } from './appointments';
import { authCopy } from './auth';
import { blogsCopy, servicesCopy } from './catalog';
import { catalogueCopy } from './catalogue';
import { clinicalRecordCopy } from './clinical-record';
import { confirmationCopy } from './confirmation';
import { consultNowCopy } from './consult-now';
import { consultationCopy } from './consultation';
import { phoneCodeCopy } from './phone-code';
import { pushCopy } from './push';
import { remindersCopy } from './reminders';
import { rescheduleCopy } from './reschedule';
import { dashboardCopy, profileCopy } from './dashboard';
import { doctorOnDemandCopy } from './doctor-on-demand';
import { doctorsCopy } from './doctors';
import { errors } from './errors';
import { familyCopy } from './family';
import { formsCopy } from './forms';
import { invitationsCopy } from './invitations';
import { labCatalogueCopy } from './lab-catalogue';
import { labOrdersCopy } from './lab-orders';
import { labTestsCopy } from './lab-tests';
import { landingCopy } from './landing';
import { layout } from './layout';
import { paymentsCopy } from './payments';
import { ordersCopy } from './orders';
import { pharmacyCopy } from './pharmacy';
import { plansCopy } from './plans';
import { aboutCopy, homeCopy } from './pages';
import { agendaCopy, scheduleCopy } from './schedule';
import { sslcommerzCopy } from './sslcommerz';
import { staffCopy } from './staff';
import { twoFactorCopy } from './two-factor';
import { waitlistCopy } from './waitlist';

/**
 * Every piece of visible text in Bangla, in one place: the twin of `../en`.
 * Typed as `Copy`, so a missing or misshapen Bangla text is a type error.
 */
export const copy: Copy = {
  layout,
  errors,
  forms: formsCopy,
  services: servicesCopy,
  doctors: doctorsCopy,
  blogs: blogsCopy,
  home: homeCopy,
  landing: landingCopy,
  about: aboutCopy,
  auth: authCopy,
  dashboard: dashboardCopy,
  profile: profileCopy,
  admin: adminCopy,
  payments: paymentsCopy,
  confirmation: confirmationCopy,
  appointments: appointmentsCopy,
  myAppointments: myAppointmentsCopy,
  reschedule: rescheduleCopy,
  schedule: scheduleCopy,
  agenda: agendaCopy,
  invitations: invitationsCopy,
  twoFactor: twoFactorCopy,
  clinicalRecord: clinicalRecordCopy,
  sslcommerz: sslcommerzCopy,
  consultation: consultationCopy,
  reminders: remindersCopy,
  push: pushCopy,
  phoneCode: phoneCodeCopy,
  waitlist: waitlistCopy,
  family: familyCopy,
  plans: plansCopy,
  doctorOnDemand: doctorOnDemandCopy,
  consultNow: consultNowCopy,
  labTests: labTestsCopy,
  labCatalogue: labCatalogueCopy,
  labOrders: labOrdersCopy,
  staff: staffCopy,
  pharmacy: pharmacyCopy,
  orders: ordersCopy,
  app: appCopy,
  catalogue: catalogueCopy,
};
