/** Signing in with an SMS code: the login page's steps and the profile page's phone section (decision 055). */
export const phoneCodeCopy = {
  phone: 'Mobile number',
  phoneHint: 'For example 01712345678.',
  send: 'Send me a code',
  sendAgain: 'Send a new code',
  code: 'The 6-digit code from the SMS',
  sent: (phone: string) =>
    `If ${phone} can sign in with a code, an SMS with the code is on its way.`,
  signIn: {
    offer: 'Sign in with a code by SMS',
    heading: 'Sign in with an SMS code',
    intro: 'Use the mobile number you verified on your profile. We send it a 6-digit code.',
    submit: 'Sign in',
    usePassword: 'Use e-mail and password instead',
  },
  profile: {
    heading: 'Sign in with your phone',
    intro:
      'Verify your mobile number with a code by SMS, and you can sign in with a code sent to it instead of your password.',
    verified: (phone: string) => `Verified: ${phone}. You can sign in with a code sent to it.`,
    none: 'No verified mobile number yet.',
    codeSent: (phone: string) => `We sent a code to ${phone}.`,
    submit: 'Verify',
    start: 'Verify a mobile number',
    change: 'Verify another number',
    cancel: 'Cancel',
    done: 'Your mobile number is verified.',
  },
};
