import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

export const sendVerificationEmail = (email: string) =>
  apiRequest('/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: `${window.location.origin}${paths.profile}` },
    withoutToken: true,
  });
