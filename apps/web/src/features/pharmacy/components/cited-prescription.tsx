import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useCitedPrescription } from '../api/get-cited-prescription';

/**
 * 'View the prescription' on an order of the queue: the Sustho prescription it cites, fetched
 * (and audited) only when the pharmacist opens it, with what it prescribes to check the lines by.
 */
export function CitedPrescription({ orderId }: { orderId: string }) {
  const copy = useCopy();
  const text = copy.orders.queue;
  const show = useFormat();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const prescription = useCitedPrescription(orderId, open);
  return (
    <div>
      <button
        type="button"
        className="btn btn-link btn-sm min-h-11 px-0"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {text.viewPrescription}
      </button>
      <div id={regionId} hidden={!open}>
        {open && (
          <QueryState query={prescription}>
            {prescription.data && (
              <>
                <p className="font-medium">
                  {text.prescriptionOf(
                    show.doctor(prescription.data.doctorName),
                    show.localDay(prescription.data.issuedAt),
                  )}
                </p>
                <ul className="list-disc ps-5">
                  {prescription.data.medicines.map((medicine, index) => (
                    <li key={index}>
                      {text.prescribed(
                        [medicine.name, medicine.strength, medicine.form].filter(Boolean).join(' '),
                        medicine.dose,
                        show.number(medicine.durationDays),
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        )}
      </div>
    </div>
  );
}
