import { QueryState } from '../../../components/ui/query-state';
import { useCopy } from '../../../copy/language';
import { usePatientTestResults } from '../api/get-patient-test-results';
import { TestResults } from './test-results';

/** 'Test results' in the doctor's view of a patient's record (services.md §6). */
export function PatientTestResults({ patientId }: { patientId: string }) {
  const text = useCopy().labOrders.record;
  const results = usePatientTestResults(patientId);
  return (
    <section aria-labelledby="patient-test-results" className="flex flex-col gap-2">
      <h2 id="patient-test-results" className="text-xl font-semibold">
        {text.heading}
      </h2>
      <QueryState query={results}>
        {results.data && <TestResults results={results.data} />}
      </QueryState>
    </section>
  );
}
