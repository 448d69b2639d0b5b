import { format, parseISO } from 'date-fns';
import { Spinner } from '../../../components/ui/spinner';
import { useCopy } from '../../../copy/language';
import { isClientError } from '../../../lib/api-client';
import { useVerification } from '../api/verify-prescription';
import { ErrorMessage } from '../../../components/ui/error-message';

const day = (iso: string) => format(parseISO(iso), 'PP');

/**
 * The public answer for a verification code: valid or replaced, the doctor, their registration
 * number and the date, and nothing about the patient. An unknown (or malformed) code says so.
 */
export function PrescriptionCheck({ code }: { code: string }) {
  const copy = useCopy();
  const text = copy.clinicalRecord.verify;
  const check = useVerification(code);
  if (check.isPending) return <Spinner />;
  if (check.isError) {
    if (isClientError(check.error))
      return (
        <p role="status" className="alert alert-warning text-lg">
          {text.unknown}
        </p>
      );
    return <ErrorMessage message={check.error.message} onRetry={() => void check.refetch()} />;
  }
  const result = check.data;
  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className={`alert text-lg font-semibold ${result.status === 'valid' ? 'alert-success' : 'alert-error'}`}
      >
        {result.status === 'valid' || !result.replacedAt
          ? text.valid
          : text.replaced(day(result.replacedAt))}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">{text.doctor}</dt>
        <dd>{result.doctorName}</dd>
        <dt className="font-medium">{text.registration}</dt>
        <dd>{result.bmdcNumber ?? '—'}</dd>
        <dt className="font-medium">{text.date}</dt>
        <dd>{day(result.issuedAt)}</dd>
        <dt className="font-medium">{text.code}</dt>
        <dd className="font-mono">{code}</dd>
      </dl>
    </div>
  );
}
