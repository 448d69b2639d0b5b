import type { BookingRecord, Prescription, Report } from '@sustho/contracts';
import toast from 'react-hot-toast';
import { ConsultationPatientLine } from '../../../components/consultation-patient-line';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { prescriptionPdfUrl, reportDownloadUrl } from '../../../lib/record-files';
import { useBookingRecord } from '../api/get-booking-record';
import { useCompleteConsultation } from '../api/complete-consultation';
import { NotesForm } from './notes-form';
import { PrescriptionBuilder } from './prescription-builder';
import { useTreatmentTitle } from '../../../lib/specialties';

function PrescriptionList({ prescriptions }: { prescriptions: Prescription[] }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.clinicalRecord.panel;
  return (
    <ul className="flex flex-col gap-2">
      {prescriptions.map((prescription) => (
        <li
          key={prescription._id}
          className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 p-2"
        >
          <span className="font-medium">{text.version(prescription.version)}</span>
          <span>{show.localDay(prescription.issuedAt)}</span>
          <span className={`badge ${prescription.replacedAt ? 'badge-ghost' : 'badge-success'}`}>
            {prescription.replacedAt
              ? text.replacedOn(show.localDay(prescription.replacedAt))
              : text.inForce}
          </span>
          <span className="text-sm">
            {prescription.medicines.map((medicine) => medicine.name).join(', ')}
          </span>
          <a className="link ml-auto" href={prescriptionPdfUrl(prescription._id)} download>
            {text.downloadPdf}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Reports({ reports }: { reports: Report[] }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.clinicalRecord.panel;
  if (reports.length === 0) return <p>{text.noReports}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {reports.map((report) => (
        <li key={report._id} className="flex gap-2">
          <span>{report.fileName}</span>
          <span className="opacity-70">{show.localDay(report.uploadedAt)}</span>
          <a className="link" href={reportDownloadUrl(report._id)} download>
            {text.download}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Panel({ bookingId, record }: { bookingId: string; record: BookingRecord }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.clinicalRecord.panel;
  const complete = useCompleteConsultation(bookingId);
  const { booking, patient } = record;
  // The server counts it on the clinic's day, as it decides who is a child (services.md §2).
  const { age } = record.consultationPatient;
  const current = record.prescriptions.find((prescription) => !prescription.replacedAt);
  const active = booking.status === 'active';
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{text.heading(patient.name)}</h1>
        <p>
          {text.consultation(
            show.localDay(booking.date),
            show.slot(booking.slot),
            treatmentTitle(booking.treatmentName),
          )}
        </p>
        <ConsultationPatientLine patient={record.consultationPatient} />
        <p>
          {text.age}: {age === null ? text.unknown : text.years(age)}
          {' · '}
          {text.sex}: {patient.sex ? copy.clinicalRecord.consent.sexes[patient.sex] : text.unknown}
        </p>
        {booking.status === 'completed' && (
          <p className="badge badge-success">{text.statusCompleted}</p>
        )}
      </header>
      <NotesForm
        key={bookingId}
        bookingId={bookingId}
        saved={record.notes}
        readOnly={booking.status === 'cancelled'}
      />
      <PrescriptionBuilder key={current?._id ?? 'new'} bookingId={bookingId} current={current} />
      {record.prescriptions.length > 0 && (
        <section aria-labelledby="issued-heading" className="flex flex-col gap-2">
          <h2 id="issued-heading" className="text-xl font-semibold">
            {text.issuedHeading}
          </h2>
          <PrescriptionList prescriptions={record.prescriptions} />
        </section>
      )}
      {active && (
        <button
          type="button"
          className="btn btn-secondary self-start"
          disabled={complete.isPending}
          onClick={() =>
            complete.mutate(undefined, {
              onSuccess: () => toast.success(text.completed),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {text.complete}
        </button>
      )}
      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h2 id="history-heading" className="text-xl font-semibold">
          {text.historyHeading}
        </h2>
        {record.history.length === 0 ? (
          <p>{text.noHistory}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {record.history.map((visit) => (
              <li key={visit.bookingId} className="rounded-box border border-base-300 p-3">
                <p className="font-medium">
                  {text.consultation(
                    show.localDay(visit.date),
                    show.slot(visit.slot),
                    treatmentTitle(visit.treatmentName),
                  )}{' '}
                  · {show.doctor(visit.doctorName)}
                </p>
                {visit.diagnosis && (
                  <p>
                    {text.diagnosis}: {visit.diagnosis}
                  </p>
                )}
                {visit.prescriptions.length > 0 && (
                  <PrescriptionList prescriptions={visit.prescriptions} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reports-heading" className="flex flex-col gap-2">
        <h2 id="reports-heading" className="text-xl font-semibold">
          {text.reportsHeading}
        </h2>
        <Reports reports={record.reports} />
      </section>
    </div>
  );
}

/**
 * The doctor's panel of one consultation: the patient's previous consultations, prescriptions
 * and reports with the clinic, the notes (saved as drafts while typed), the prescription builder,
 * and 'Complete consultation'. Self-contained, so the consultation room shows it beside the call
 * and My Agenda's 'Open record' shows it on a page of its own.
 */
export function DoctorPanel({ bookingId }: { bookingId: string }) {
  const record = useBookingRecord(bookingId);
  return (
    <QueryState query={record}>
      {record.data && <Panel bookingId={bookingId} record={record.data} />}
    </QueryState>
  );
}
