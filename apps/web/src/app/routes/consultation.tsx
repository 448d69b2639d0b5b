import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { consultationCopy } from '../../copy/en/consultation';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { ConsultationRoom } from '../../features/consultation/components/consultation-room';

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
