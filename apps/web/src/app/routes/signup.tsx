import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export function Component() {
  const copy = useCopy();
  return (
    <AuthCard heading={copy.auth.signup.heading}>
      <PageMeta title={copy.auth.signup.title} description={copy.auth.signup.metaDescription} />
      <SignupForm />
    </AuthCard>
  );
}
