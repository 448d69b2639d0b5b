import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { roomQuery } from '../../features/consultation/api/get-room';
import { DoctorPanel } from '../../features/clinical-record/components/doctor-panel';
import { ConsultationRoom } from '../../features/consultation/components/consultation-room';
import { BackToQueue } from '../../features/on-demand/components/back-to-queue';
import { ConsentStep } from '../../features/health-record/components/consent-step';
import { bookingRecordQuery } from '../../features/clinical-record/api/get-booking-record';
import { clinicalProfileQuery } from '../../features/health-record/api/clinical-profile';
import { useAuth } from '../../hooks/use-auth';
import { signedInPageLoader } from '../../lib/route-loaders';

/**
 * Someone else's room, and an unknown one, are the app's not-found page (docs/product/consultation.md §1).
 * Before joining, a patient sees the consent step (their own, which a family member's booking
 * asks for in the browser) and a doctor the record panel.
 */
export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (reader, { params: { bookingId = '' } }) => ({
    subject: roomQuery(bookingId),
    queries: [reader.role === 'doctor' ? bookingRecordQuery(bookingId) : clinicalProfileQuery()],
  }));

/**
 * /consultation/:bookingId: the room of a booking, for its patient and its doctor. The doctor's
 * record panel (notes, prescription) sits beside the call; a patient agrees to the telemedicine
 * consent (and gives date of birth and sex) before joining their first consultation (docs/product/clinical-record.md §1).
 */
export function Component() {
  const copy = useCopy();
  const { bookingId = '' } = useParams();
  // The account's own profile has the account's id; any other patient is a family member.
  const { user } = useAuth();
  return (
    <RequireAuth>
      <PageMeta title={copy.consultation.title} description={copy.consultation.metaDescription} />
      <ConsultationRoom
        bookingId={bookingId}
        sidePanel={(room) =>
          room.role === 'doctor' ? (
            <DoctorPanel bookingId={room.bookingId} />
          ) : room.kind === 'on_demand' ? (
            <BackToQueue bookingId={room.bookingId} />
          ) : null
        }
        beforeJoin={(room, call) =>
          room.role === 'patient' ? (
            <ConsentStep member={room.patient.patientId === user?.id ? undefined : room.patient}>
              {call}
            </ConsentStep>
          ) : (
            call
          )
        }
      />
    </RequireAuth>
  );
}
