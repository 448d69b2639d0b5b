import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { copy } from '../../copy';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function Component() {
  const [params] = useSearchParams();
  const providerFailed = params.get('error') !== null;
  useEffect(() => {
    if (providerFailed) toast.error(copy.auth.errors.providerFailed, { id: 'provider-failed' });
  }, [providerFailed]);
  return (
    <AuthCard heading={copy.auth.login.heading}>
      <PageMeta title={copy.auth.login.title} description={copy.auth.login.metaDescription} />
      <LoginForm />
    </AuthCard>
  );
}
