import type { QueryClient } from '@tanstack/react-query';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { copy } from '../../copy';
import { consultationCopy } from '../../copy/en/consultation';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { roomQuery } from '../../features/consultation/api/get-room';
import { ConsultationRoom } from '../../features/consultation/components/consultation-room';
import { ApiError } from '../../lib/api-client';

/**
 * Someone else's room, and an unknown one, are the app's not-found page (care.md §3). The loader
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
        throw data(copy.errors.notFound, { status: 404 });
    }
    return null;
  };

/**
 * /consultation/:bookingId: the room of a booking, for its patient and its doctor. The doctor's
 * record panel (notes, prescription) goes in ConsultationRoom's `sidePanel` when records exist.
 */
export function Component() {
  const { bookingId = '' } = useParams();
  return (
    <RequireAuth>
      <PageMeta title={consultationCopy.title} description={consultationCopy.metaDescription} />
      <ConsultationRoom bookingId={bookingId} />
    </RequireAuth>
  );
}
