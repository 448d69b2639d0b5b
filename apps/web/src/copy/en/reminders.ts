/** Texts of appointment reminders on the profile page (docs/product/appointment-life.md §4). */
export const remindersCopy = {
  heading: 'Reminders',
  text: 'We remind you of each appointment by e-mail before it starts, with the link to your consultation room.',
  sms: 'SMS reminders',
  smsHint: 'Also send the reminders by SMS to the phone number of the booking.',
  savedOn: 'SMS reminders are on.',
  savedOff: 'SMS reminders are off.',
  loadFailed: 'Your reminder settings could not be loaded.',
};
