import type { QueryClient } from '@tanstack/react-query';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { roomQuery } from '../../features/consultation/api/get-room';
import { DoctorPanel } from '../../features/clinical-record/components/doctor-panel';
import { ConsultationRoom } from '../../features/consultation/components/consultation-room';
import { ConsentStep } from '../../features/health-record/components/consent-step';
import { bookingRecordQuery } from '../../features/clinical-record/api/get-booking-record';
import { clinicalProfileQuery } from '../../features/health-record/api/clinical-profile';
import { ApiError } from '../../lib/api-client';
import { pageQueries } from '../../lib/page-queries';

/**
 * Someone else's room, and an unknown one, are the app's not-found page (docs/product/consultation.md §1). The loader
 * asks before the page renders (with the session cookie, as the token may not be ready yet); any
 * other failure is left to the page: signed out, RequireAuth sends the visitor to log in.
 */
export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(roomQuery(params.bookingId ?? ''));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw data(null, { status: 404 });
    }
    return null;
  };

/** Before joining, a patient sees the consent step and a doctor the record panel. */
export const handle = pageQueries((user, { bookingId = '' }) => [
  user.role === 'doctor' ? bookingRecordQuery(bookingId) : clinicalProfileQuery(),
]);

/**
 * /consultation/:bookingId: the room of a booking, for its patient and its doctor. The doctor's
 * record panel (notes, prescription) sits beside the call; a patient agrees to the telemedicine
 * consent (and gives date of birth and sex) before joining their first consultation (docs/product/clinical-record.md §1).
 */
export function Component() {
  const copy = useCopy();
  const { bookingId = '' } = useParams();
  return (
    <RequireAuth>
      <PageMeta title={copy.consultation.title} description={copy.consultation.metaDescription} />
      <ConsultationRoom
        bookingId={bookingId}
        sidePanel={(room) =>
          room.role === 'doctor' ? <DoctorPanel bookingId={room.bookingId} /> : null
        }
        beforeJoin={(room, call) =>
          room.role === 'patient' ? <ConsentStep>{call}</ConsentStep> : call
        }
      />
    </RequireAuth>
  );
}
