import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import {
  DataSection,
  DeleteAccountSection,
  EmailSection,
  NameSection,
  PasswordSection,
} from '../../../features/profile/components/profile-sections';
import { DoctorProfileSection } from '../../../features/doctors/components/doctor-profile-section';
import { HealthDetailsSection } from '../../../features/health-record/components/health-details-section';
import { RemindersSection } from '../../../features/profile/components/reminders-section';
import { TwoFactorSection } from '../../../features/profile/components/two-factor-section';
import { useAuth } from '../../../hooks/use-auth';
import { ownDoctorProfileQuery } from '../../../features/doctors/api/own-profile';
import { clinicalProfileQuery } from '../../../features/health-record/api/clinical-profile';
import { notificationsQueryOptions } from '../../../features/profile/api/notifications';
import { signedInPageLoader } from '../../../lib/route-loaders';
import { isStaff } from '../../../lib/session';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (reader) => ({
    queries: [
      reader.role === 'doctor' ? ownDoctorProfileQuery() : clinicalProfileQuery(),
      notificationsQueryOptions(),
    ],
  }));

/**
 * /dashboard/profile: name, a doctor's profile or a patient's health details (date of birth, sex),
 * e-mail and its verification, password, two-factor sign-in (staff), SMS reminders, data export,
 * account deletion.
 */
export function Component() {
  const copy = useCopy();
  const { user, isDoctor } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageMeta title={copy.profile.title} description={copy.profile.metaDescription} />
      <h1 className="text-2xl font-bold">{copy.profile.heading}</h1>
      <NameSection user={user} />
      {isDoctor ? <DoctorProfileSection /> : <HealthDetailsSection />}
      <EmailSection user={user} />
      <PasswordSection user={user} />
      {isStaff(user) && <TwoFactorSection user={user} />}
      <RemindersSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
