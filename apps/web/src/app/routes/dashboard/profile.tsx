import { actsAsPatient, type UserRole } from '@sustho/contracts/roles';
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
import { PhoneSection } from '../../../features/profile/components/phone-section';
import { PushSection } from '../../../features/profile/components/push-section';
import { RemindersSection } from '../../../features/profile/components/reminders-section';
import { TwoFactorSection } from '../../../features/profile/components/two-factor-section';
import { useAuth } from '../../../hooks/use-auth';
import { ownDoctorProfileQuery } from '../../../features/doctors/api/own-profile';
import { clinicalProfileQuery } from '../../../features/health-record/api/clinical-profile';
import { notificationsQueryOptions } from '../../../features/profile/api/notifications';
import { signedInPageLoader } from '../../../lib/route-loaders';
import { isStaff } from '../../../lib/session';

/** The section of the reader's own: a doctor's public profile, a patient's health details, or none (other staff). */
function ownSection(role: UserRole) {
  if (role === 'doctor') return { query: ownDoctorProfileQuery(), Section: DoctorProfileSection };
  if (actsAsPatient(role)) return { query: clinicalProfileQuery(), Section: HealthDetailsSection };
  return null;
}

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (reader) => {
    const own = ownSection(reader.role ?? 'user');
    return { queries: [...(own ? [own.query] : []), notificationsQueryOptions()] };
  });

/**
 * /dashboard/profile: name, a doctor's profile or a patient's health details (date of birth, sex;
 * a pharmacist or lab technician has neither), e-mail and its verification, password, two-factor
 * sign-in (staff), signing in by SMS code (patients), SMS reminders, notifications on this device, data export, account deletion.
 */
export function Component() {
  const copy = useCopy();
  const { user, role } = useAuth();
  if (!user) return null;
  const own = ownSection(role ?? user.role ?? 'user');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageMeta title={copy.profile.title} description={copy.profile.metaDescription} />
      <h1 className="text-2xl font-bold">{copy.profile.heading}</h1>
      <NameSection user={user} />
      {own && <own.Section />}
      <EmailSection user={user} />
      <PasswordSection user={user} />
      {(role ?? user.role) === 'user' && <PhoneSection user={user} />}
      {isStaff(user) && <TwoFactorSection user={user} />}
      <RemindersSection />
      <PushSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
