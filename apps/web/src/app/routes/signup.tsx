import { PageMeta } from '../../components/ui/page-meta';
import { copy } from '../../copy';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export function Component() {
  return (
    <AuthCard heading={copy.auth.signup.heading}>
      <PageMeta title={copy.auth.signup.title} description={copy.auth.signup.metaDescription} />
      <SignupForm />
    </AuthCard>
  );
}
