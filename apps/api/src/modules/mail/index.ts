export {
  type Appointment,
  appointmentFacts,
  type AppointmentFacts,
  type EmailText,
  type InEachLanguage,
  type InviteEmailText,
} from './appointment-facts.js';
export { deleteMailTo, enqueueMail, mailJob, type MailMessage } from './outbox.js';
export { readableDate, readableTime, readableTimes } from './readable.js';
