import type { LabOrder, LabTest } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { useClientConfig } from '../../../lib/client-config';
import { useLabTests } from '../api/get-lab-tests';
import { usePrescriptionLabTests } from '../api/get-prescription-lab-tests';
import { forgetChosenTests } from '../chosen-tests';
import { LabOrderForm } from './lab-order-form';

/** The tests the URL names (`?tests=id,id`), in its order. */
const idsIn = (search: URLSearchParams) =>
  (search.get('tests') ?? '').split(',').filter((id) => id.length > 0);

/** Where a booking goes next: the payment page when paid online, else My Tests. */
function useBooked() {
  const text = useCopy().labOrders.booking;
  const navigate = useNavigate();
  return (order: LabOrder) => {
    forgetChosenTests();
    toast.success(text.booked);
    navigate(order.payment === 'online' ? paths.payment(order._id) : paths.myLabOrders);
  };
}

/** The form once the tests are known, with the patient's removals and choice of profile. */
function Booking({
  offered,
  initialPatientId,
  prescription,
}: {
  offered: LabTest[];
  initialPatientId: string;
  prescription?: { id: string; patientId: string };
}) {
  const text = useCopy().labOrders.booking;
  const booked = useBooked();
  const [removed, setRemoved] = useState<string[]>([]);
  const [patientId, setPatientId] = useState(initialPatientId);
  const tests = offered.filter((test) => !removed.includes(test._id));
  const { user } = useAuth();
  const config = useClientConfig();
  // The prescription is cited only for the profile it was written for; its doctor is then told.
  const orderedFor = patientId || user?.id;
  const prescriptionId =
    prescription && prescription.patientId === orderedFor ? prescription.id : undefined;
  return (
    <>
      {prescriptionId && <p className="alert alert-info">{text.fromPrescription}</p>}
      <Link to={paths.labTests} className="link self-start">
        {text.addMore}
      </Link>
      {tests.length === 0 ? (
        <p>{text.noTests}</p>
      ) : (
        // The form's first day is tomorrow on the clinic's calendar, which the client config names.
        <QueryState query={config}>
          {config.data && (
            <LabOrderForm
              tests={tests}
              onRemove={(id) => setRemoved((current) => [...current, id])}
              patientId={patientId}
              onPatient={(member) => setPatientId(member?._id ?? '')}
              prescriptionId={prescriptionId}
              onBooked={booked}
            />
          )}
        </QueryState>
      )}
    </>
  );
}

/** Booking the tests chosen on /lab-tests (`?tests=`). */
function ChosenBooking({ patientId }: { patientId: string }) {
  const [search] = useSearchParams();
  const ids = idsIn(search);
  const catalogue = useLabTests('');
  const offered = ids
    .map((id) => catalogue.data?.find((test) => test._id === id))
    .filter((test): test is LabTest => !!test);
  return (
    <QueryState query={catalogue}>
      <Booking offered={offered} initialPatientId={patientId} />
    </QueryState>
  );
}

/** Booking the tests a prescription advised ('Book these tests'), for its patient. */
function PrescriptionBooking({ prescriptionId }: { prescriptionId: string }) {
  const { user } = useAuth();
  const advised = usePrescriptionLabTests(prescriptionId);
  const data = advised.data;
  return (
    <QueryState query={advised}>
      {data && (
        <Booking
          offered={data.tests}
          initialPatientId={data.patientId === user?.id ? '' : data.patientId}
          prescription={{ id: prescriptionId, patientId: data.patientId }}
        />
      )}
    </QueryState>
  );
}

/** /lab-tests/book (services.md §6): the chosen tests, or a prescription's, booked for a profile. */
export function LabOrderBooking() {
  const text = useCopy().labOrders.booking;
  const [search] = useSearchParams();
  const prescriptionId = search.get('prescriptionId') ?? '';
  return (
    <section
      aria-labelledby="lab-booking-heading"
      className="flex max-w-3xl flex-col gap-4 px-4 py-8"
    >
      <h1 id="lab-booking-heading" className="text-3xl font-bold">
        {text.heading}
      </h1>
      {prescriptionId ? (
        <PrescriptionBooking prescriptionId={prescriptionId} />
      ) : (
        <ChosenBooking patientId={search.get('patientId') ?? ''} />
      )}
    </section>
  );
}
