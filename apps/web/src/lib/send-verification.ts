import { paths } from '../config/paths';
import { apiRequest } from './api-client';

/** Sends the e-mail verification link again; it leads to the profile, which shows 'Verified'. Sign-up and the profile offer it. */
export const sendVerificationEmail = (email: string) =>
  apiRequest('/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: `${window.location.origin}${paths.profile}` },
    withoutToken: true,
  });
