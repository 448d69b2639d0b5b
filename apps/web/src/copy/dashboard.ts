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
    heading: 'Your name',
    name: 'Name',
    save: 'Save',
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
    text: 'Deleting your account signs you out everywhere and cancels your upcoming unpaid bookings. Payment records are kept, as the law requires.',
    delete: 'Delete my account',
    confirmTitle: 'Are you sure you want to delete?',
    confirmText: 'If you delete. It cannot be undone.',
    confirm: 'Delete',
    cancel: 'Cancel',
    deleted: 'Your account was deleted.',
  },
};
