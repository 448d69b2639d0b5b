/** The Staff page (admins): pharmacists and lab technicians, and their invitations. */
export const staffCopy = {
  title: 'Staff | Sustho',
  metaDescription: 'Invite pharmacists and lab technicians and manage their accounts.',
  heading: 'Staff',
  roles: { pharmacist: 'Pharmacist', lab: 'Lab technician' },
  add: {
    heading: 'Add staff',
    text: 'We e-mail them a link to set up their account. It works for 7 days.',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    chooseRole: 'Choose a role',
    submit: 'Add staff',
    invited: (name: string) => `${name} is invited. The invitation link is on its way.`,
  },
  members: {
    heading: 'Staff accounts',
    none: 'No pharmacists or lab technicians yet.',
    remove: 'Remove',
    confirmTitle: 'Remove this staff member?',
    confirmText: (name: string) =>
      `${name} will no longer be staff: their account becomes a patient's account again.`,
    removed: (name: string) => `${name} is no longer staff.`,
  },
  invitations: {
    heading: 'Pending invitations',
    none: 'No invitations are waiting.',
    expires: (date: string) => `Link works until ${date}`,
    expired: 'Expired: add them again to send a new link',
    revoke: 'Revoke',
    confirmTitle: 'Revoke this invitation?',
    confirmText: (name: string, email: string) =>
      `The invitation of ${name} (${email}) will stop working.`,
    revoked: (name: string) => `The invitation of ${name} was revoked.`,
  },
  columns: { name: 'Name', email: 'Email', role: 'Role', status: 'Status', action: 'Action' },
};
