import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { AuthCard } from '../../features/auth/components/auth-card';
import {
  ChooseNewPasswordForm,
  RequestResetForm,
} from '../../features/auth/components/password-reset-forms';

/** /reset-password asks for the e-mail; the e-mailed link returns here with ?token= to choose the new password. */
export function Component() {
  const copy = useCopy();
  const [params] = useSearchParams();
  const token = params.get('token');
  const tokenError = params.get('error');
  return (
    <AuthCard heading={token ? copy.auth.reset.chooseHeading : copy.auth.reset.requestHeading}>
      <PageMeta title={copy.auth.reset.title} description={copy.auth.reset.metaDescription} />
      {tokenError && (
        <p role="alert" className="alert alert-error">
          {copy.auth.errors.INVALID_TOKEN}
        </p>
      )}
      {token ? <ChooseNewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
