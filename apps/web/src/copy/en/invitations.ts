/** The page a doctor's invitation link opens. */
export const invitationsCopy = {
  title: 'Your invitation | Sustho',
  metaDescription: 'Join Sustho as a doctor.',
  heading: 'Join Sustho as a doctor',
  welcome: (name: string, email: string) => `Welcome, ${name}. This invitation is for ${email}.`,
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
  accepted: 'Welcome to Sustho. Your doctor account is ready.',
};
