export const dashboardCopy = {
  title: 'Dashboard | Sustho',
  metaDescription: 'Your bookings and account at Sustho.',
  menuLabel: 'Dashboard menu',
  openDrawer: 'Open dashboard menu',
  closeDrawer: 'Close dashboard menu',
  myAppointments: 'My Appointments',
  allUsers: 'All Users',
  addDoctor: 'Add A Doctor',
  manageDoctors: 'Manage Doctors',
  profile: 'Profile',
};

export const profileCopy = {
  title: 'Profile | Sustho',
  metaDescription: 'Your Sustho account: name, photo, e-mail, password and data.',
  heading: 'Your profile',
  details: {
    heading: 'Name and photo',
    name: 'Name',
    save: 'Save',
    photo: 'Photo',
    photoHint: 'A JPEG, PNG or WebP image up to 5 MB.',
    photoSaved: 'Your photo was updated.',
    saved: 'Your profile was updated.',
  },
  email: {
    heading: 'E-mail',
    verified: 'Verified',
    unverified: 'Not verified yet',
    resend: 'Send the verification link again',
    resent: 'We sent you a new verification link.',
  },
  password: {
    heading: 'Settings: change password',
    current: 'Current password',
    next: 'New password',
    save: 'Change password',
    changed: 'Your password was changed. Other devices were signed out.',
  },
  data: {
    heading: 'Your data',
    text: 'Download everything Sustho keeps about you (account, bookings, payments) as a JSON file.',
    download: 'Download my data',
  },
  danger: {
    heading: 'Delete account',
    text: 'Deleting your account:',
    effects: [
      'signs you out on every device;',
      'cancels your upcoming appointments, and refunds in full the ones you have paid for;',
      'removes your name, e-mail address and phone number from your account and your appointments, and your photo from your account.',
    ],
    kept: 'The clinic keeps the record of your past appointments and payments, without your name or contact details, as the law requires. You can sign up again with the same e-mail address: the new account starts empty.',
    delete: 'Delete my account',
    confirmTitle: 'Are you sure you want to delete?',
    confirmText:
      'Your upcoming appointments will be cancelled (paid ones refunded) and your name, e-mail address and phone number removed. It cannot be undone.',
    confirm: 'Delete',
    cancel: 'Cancel',
    deleted: 'Your account was deleted.',
  },
};
