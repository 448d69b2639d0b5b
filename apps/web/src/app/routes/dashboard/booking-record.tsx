import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { DoctorPanel } from '../../../features/clinical-record/components/doctor-panel';
import {
  bookingRecordQuery,
  useBookingRecord,
} from '../../../features/clinical-record/api/get-booking-record';
import { PatientTestResults } from '../../../features/lab/components/patient-test-results';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_reader, { params }) => ({
    queries: [bookingRecordQuery(params.bookingId ?? '')],
  }));

/** /dashboard/agenda/:bookingId/record: My Agenda's 'Open record' (doctors only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  const { bookingId = '' } = useParams();
  // The consultation's patient, whose lab results follow the panel once the record is in.
  const patientId = useBookingRecord(bookingId).data?.consultationPatient.patientId;
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <PageMeta
        title={copy.clinicalRecord.panel.title}
        description={copy.clinicalRecord.panel.metaDescription}
      />
      <Link to={paths.myAgenda} className="link self-start">
        {copy.clinicalRecord.panel.back}
      </Link>
      <DoctorPanel bookingId={bookingId} />
      {patientId && <PatientTestResults patientId={patientId} />}
    </div>
  );
}
