import { adminCopy } from './admin';
import { appointmentsCopy, myAppointmentsCopy } from './appointments';
import { authCopy } from './auth';
import { blogsCopy, servicesCopy } from './catalog';
import { clinicalRecordCopy } from './clinical-record';
import { confirmationCopy } from './confirmation';
import { consultNowCopy } from './consult-now';
import { consultationCopy } from './consultation';
import { remindersCopy } from './reminders';
import { rescheduleCopy } from './reschedule';
import { dashboardCopy, profileCopy } from './dashboard';
import { doctorOnDemandCopy } from './doctor-on-demand';
import { doctorsCopy } from './doctors';
import { errors } from './errors';
import { familyCopy } from './family';
import { formsCopy } from './forms';
import { invitationsCopy } from './invitations';
import { landingCopy } from './landing';
import { layout } from './layout';
import { paymentsCopy } from './payments';
import { aboutCopy, homeCopy } from './pages';
import { agendaCopy, scheduleCopy } from './schedule';
import { sslcommerzCopy } from './sslcommerz';
import { twoFactorCopy } from './two-factor';
import { waitlistCopy } from './waitlist';

/**
 * Every piece of visible text, in one place, so it can be read and translated together.
 * Each area has its own module; this object gathers them.
 */
export const copy = {
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
  waitlist: waitlistCopy,
  family: familyCopy,
  doctorOnDemand: doctorOnDemandCopy,
  consultNow: consultNowCopy,
};

/** The shape every language's texts must have: a missing or misshapen Bangla text is a type error. */
export type Copy = typeof copy;
