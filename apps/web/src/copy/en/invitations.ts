/** The page a doctor's or staff member's invitation link opens. */
export const invitationsCopy = {
  title: 'Your invitation | Sustho',
  metaDescription: 'Join the Sustho clinic.',
  heading: 'Join Sustho',
  welcome: (name: string, email: string) => `Welcome, ${name}. This invitation is for ${email}.`,
  /** What the invitation makes of its addressee. */
  invitedAs: {
    doctor: 'You are invited to join Sustho as a doctor.',
    pharmacist: 'You are invited to join Sustho as a pharmacist.',
    lab: 'You are invited to join Sustho as a lab technician.',
  },
  setPassword: 'Set your password',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  accept: 'Accept invitation',
  signInFirst:
    'An account with this e-mail already exists: sign in to it to accept the invitation.',
  signIn: 'Sign in',
  otherAccount: (email: string) =>
    `You are signed in with another account. Sign out and sign in as ${email} to accept the invitation.`,
  cannotAccept: 'This invitation cannot be accepted',
  accepted: 'Welcome to Sustho. Your account is ready.',
};
