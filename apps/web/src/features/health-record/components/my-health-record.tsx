import { REPORT_TYPES, type HealthRecord } from '@sustho/contracts';
import { useId, useRef, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { PatientSelect } from '../../../components/patient-select';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { OfflineAsOf } from '../../../components/ui/offline-as-of';
import { QueryState } from '../../../components/ui/query-state';
import { RowActions } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { prescriptionPdfUrl, reportDownloadUrl } from '../../../lib/record-files';
import { useDeleteReport } from '../api/delete-report';
import { useHealthRecord } from '../api/get-health-record';
import { useUploadReport } from '../api/upload-report';
import { useTreatmentTitle } from '../../../lib/specialties';

/**
 * The record's days and moments on the reader's own clock, in their language, read through the one
 * formatting module (copy/format.ts).
 */
function useRecordDates() {
  const show = useFormat();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { show, day: show.localDay, moment: (iso: string) => show.instant(iso, zone) };
}
/** What a prescription holds, by name and strength, as its PDF lists them. */
const medicineNames = (medicines: HealthRecord['prescriptions'][number]['medicines']) =>
  medicines
    .map((medicine) => [medicine.name, medicine.strength].filter(Boolean).join(' '))
    .join(', ');

function Section({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Consultations({ record }: { record: HealthRecord }) {
  const copy = useCopy();
  const { show, day } = useRecordDates();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.clinicalRecord.healthRecord;
  if (record.consultations.length === 0) return <p>{text.noConsultations}</p>;
  return (
    <DataTable
      rows={record.consultations}
      rowKey={(visit) => visit.bookingId}
      columns={[
        { header: text.date, cell: (visit) => `${day(visit.date)}, ${show.slot(visit.slot)}` },
        { header: text.doctor, cell: (visit) => show.doctor(visit.doctorName) },
        { header: text.treatment, cell: (visit) => treatmentTitle(visit.treatmentName) },
        { header: text.diagnosis, cell: (visit) => visit.diagnosis },
        {
          header: text.status,
          cell: (visit) =>
            text.statuses[visit.status as keyof typeof text.statuses] ?? visit.status,
        },
      ]}
    />
  );
}

/**
 * 'Order medicines' of a prescription, from the pharmacy (the route hands it in, so this feature
 * does not import another): `label` names the prescription for a screen reader.
 */
export type OrderMedicinesAction = ComponentType<{ prescriptionId: string; label: string }>;

function Prescriptions({
  record,
  OrderMedicines,
}: {
  record: HealthRecord;
  OrderMedicines?: OrderMedicinesAction;
}) {
  const copy = useCopy();
  const { show, day } = useRecordDates();
  const text = copy.clinicalRecord.healthRecord;
  if (record.prescriptions.length === 0) return <p>{text.noPrescriptions}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {record.prescriptions.map((prescription) => (
        <li
          key={prescription._id}
          className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-3"
        >
          <span className="font-medium">
            {text.prescriptionBy(show.doctor(prescription.doctorName), day(prescription.issuedAt))}
          </span>
          <span>{medicineNames(prescription.medicines)}</span>
          <span className={`badge ${prescription.replacedAt ? 'badge-ghost' : 'badge-success'}`}>
            {prescription.replacedAt ? text.replacedOn(day(prescription.replacedAt)) : text.valid}
          </span>
          <RowActions>
            {/* A prescription in force that advises investigations books them (services.md §6). */}
            {!prescription.replacedAt && prescription.investigations.trim() && (
              <Link
                className="btn btn-sm btn-outline"
                to={paths.labBooking({ prescriptionId: prescription._id })}
              >
                {copy.labOrders.bookFromPrescription}
              </Link>
            )}
            <a
              className="btn btn-sm btn-primary"
              href={prescriptionPdfUrl(prescription._id)}
              download
            >
              {text.downloadPdf}
            </a>
            <Link className="link self-center" to={paths.verifyPrescription(prescription.code)}>
              {text.verify}
            </Link>
            {OrderMedicines && !prescription.replacedAt && prescription.medicines.length > 0 && (
              <OrderMedicines
                prescriptionId={prescription._id}
                label={copy.orders.fromPrescription.orderLabel(
                  show.doctor(prescription.doctorName),
                  day(prescription.issuedAt),
                )}
              />
            )}
          </RowActions>
        </li>
      ))}
    </ul>
  );
}

function Reports({ record, patientId }: { record: HealthRecord; patientId?: string }) {
  const copy = useCopy();
  const { show, day } = useRecordDates();
  const text = copy.clinicalRecord.healthRecord;
  const upload = useUploadReport();
  const inputId = useId();
  const targetId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A report goes to the whole record, or to one of the appointments still to come.
  const upcoming = record.consultations.filter((visit) => visit.status === 'active');
  const [bookingId, setBookingId] = useState('');
  const send = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, bookingId: bookingId || undefined, patientId },
      {
        onSuccess: () => toast.success(text.uploaded),
        onError: (error) => toast.error(error.message),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <>
      {upcoming.length > 0 && (
        <div className="form-control max-w-md">
          <label htmlFor={targetId} className="label">
            <span className="label-text font-medium">{text.attachTo}</span>
          </label>
          <select
            id={targetId}
            className="select select-bordered"
            value={bookingId}
            onChange={(event) => setBookingId(event.target.value)}
          >
            <option value="">{text.wholeRecord}</option>
            {upcoming.map((visit) => (
              <option key={visit.bookingId} value={visit.bookingId}>
                {text.forAppointment(
                  day(visit.date),
                  show.slot(visit.slot),
                  show.doctor(visit.doctorName),
                )}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-control">
        <label htmlFor={inputId} className="label">
          <span className="label-text font-medium">{text.upload}</span>
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={REPORT_TYPES.join(',')}
          className="file-input file-input-bordered w-full max-w-md"
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => send(event.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-sm">
          {text.uploadHint}
        </p>
      </div>
      {record.reports.length === 0 ? (
        <p>{text.noReports}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {record.reports.map((report) => (
            <li key={report._id} className="flex flex-wrap items-center gap-3">
              <span>{report.fileName}</span>
              <span className="opacity-70">{day(report.uploadedAt)}</span>
              <a className="link" href={reportDownloadUrl(report._id)} download>
                {text.download}
              </a>
              <RowActions>
                <DeleteReport report={report} />
              </RowActions>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** 'Delete' beside a report, after a confirmation: the report and its file are gone for good. */
function DeleteReport({ report }: { report: HealthRecord['reports'][number] }) {
  const copy = useCopy();
  const text = copy.clinicalRecord.healthRecord;
  const remove = useDeleteReport();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(report._id, {
      onSuccess: () => toast.success(text.reportDeleted),
      onError: (error) => toast.error(error.message),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-xs btn-error"
        aria-label={text.deleteReportName(report.fileName)}
        onClick={() => setAsking(true)}
      >
        {text.deleteReport}
      </button>
      <ConfirmDialog
        open={asking}
        title={text.deleteReportTitle}
        message={text.deleteReportText(report.fileName)}
        confirmLabel={text.deleteReportConfirm}
        cancelLabel={text.deleteReportCancel}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function Views({ record }: { record: HealthRecord }) {
  const copy = useCopy();
  const { show, moment } = useRecordDates();
  const text = copy.clinicalRecord.healthRecord;
  if (record.views.length === 0) return <p>{text.noViews}</p>;
  return (
    <DataTable
      rows={record.views}
      rowKey={(view) => `${view.viewedAt}-${view.doctorName}`}
      columns={[
        { header: text.doctor, cell: (view) => show.doctor(view.doctorName) },
        { header: text.viewedAt, cell: (view) => moment(view.viewedAt) },
      ]}
    />
  );
}

/** `?patientId=` of My Health Record: whose record it shows; without it, the account's own. */
export const RECORD_PATIENT_PARAM = 'patientId';

/**
 * My Health Record (docs/product/clinical-record.md §5): one patient's consultations,
 * prescriptions ('Download PDF'), reports (with an upload), test results (drawn by `testResults`,
 * which the lab feature gives) and 'Who viewed my record', from the audit trail; the account's
 * own, or a family member's chosen with the switcher.
 */
export function MyHealthRecord({
  OrderMedicines,
  testResults,
}: {
  OrderMedicines?: OrderMedicinesAction;
  testResults?: (record: HealthRecord) => React.ReactNode;
}) {
  const copy = useCopy();
  const text = copy.clinicalRecord.healthRecord;
  const [search, setSearch] = useSearchParams();
  const patientId = search.get(RECORD_PATIENT_PARAM) ?? '';
  const record = useHealthRecord(patientId || undefined);
  const choose = (chosen: string) =>
    setSearch(chosen ? { [RECORD_PATIENT_PARAM]: chosen } : {}, { replace: true });
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <OfflineAsOf apiPath="/me/health-record" updatedAt={record.dataUpdatedAt} />
      {/* Whose record is shown (services.md §2); the choice is in the URL, so a reload keeps it. */}
      <div className="max-w-md">
        <PatientSelect
          label={copy.family.recordOf}
          value={patientId}
          signedIn
          onChange={(member) => choose(member?._id ?? '')}
        />
      </div>
      <QueryState query={record}>
        {record.data && (
          <>
            <Section id="consultations" heading={text.consultationsHeading}>
              <Consultations record={record.data} />
            </Section>
            <Section id="prescriptions" heading={text.prescriptionsHeading}>
              <Prescriptions record={record.data} OrderMedicines={OrderMedicines} />
            </Section>
            {testResults && (
              <Section id="test-results" heading={copy.labOrders.record.heading}>
                {testResults(record.data)}
              </Section>
            )}
            <Section id="reports" heading={text.reportsHeading}>
              <Reports record={record.data} patientId={patientId || undefined} />
            </Section>
            <Section id="views" heading={text.viewsHeading}>
              <Views record={record.data} />
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
