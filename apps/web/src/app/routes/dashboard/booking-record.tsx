import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { clinicalRecordCopy } from '../../../copy/en/clinical-record';
import { DoctorPanel } from '../../../features/clinical-record/components/doctor-panel';

/** /dashboard/agenda/:bookingId/record: My Agenda's 'Open record' (doctors only, guarded in the router). */
export function Component() {
  const { bookingId = '' } = useParams();
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <PageMeta
        title={clinicalRecordCopy.panel.title}
        description={clinicalRecordCopy.panel.metaDescription}
      />
      <Link to={paths.myAgenda} className="link self-start">
        {clinicalRecordCopy.panel.back}
      </Link>
      <DoctorPanel bookingId={bookingId} />
    </div>
  );
}
