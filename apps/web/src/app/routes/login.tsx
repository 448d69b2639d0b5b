import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function Component() {
  const copy = useCopy();
  const [params] = useSearchParams();
  const providerFailed = params.get('error') !== null;
  const failedMessage = copy.auth.errors.providerFailed;
  useEffect(() => {
    if (providerFailed) toast.error(failedMessage, { id: 'provider-failed' });
  }, [providerFailed, failedMessage]);
  return (
    <AuthCard heading={copy.auth.login.heading}>
      <PageMeta title={copy.auth.login.title} description={copy.auth.login.metaDescription} />
      <LoginForm />
    </AuthCard>
  );
}
