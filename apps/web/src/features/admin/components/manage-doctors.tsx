import type { Doctor } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useSubmission } from '../../../hooks/use-submission';
import { useDeleteDoctor } from '../api/delete-doctor';
import { useDoctorUpcomingBookings } from '../api/get-doctor-upcoming-bookings';
import { useDoctors } from '../api/get-doctors';
import { resendInvitation } from '../api/resend-invitation';
import { useTreatmentTitle } from '../../../lib/specialties';

/** 'Resend invitation' for a doctor who has not accepted yet; one press at a time. */
function ResendInvitation({ doctor }: { doctor: Doctor }) {
  const copy = useCopy();
  const text = copy.admin.manageDoctors;
  const submission = useSubmission();
  const resend = () =>
    void submission.run(
      async (signal) => {
        await resendInvitation(doctor._id, signal);
        toast.success(text.resent(doctor.name));
      },
      (error) => toast.error(error instanceof Error ? error.message : copy.errors.generic),
    );
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline"
      disabled={submission.busy}
      aria-label={`${text.resend}: ${doctor.name}`}
      onClick={resend}
    >
      {text.resend}
    </button>
  );
}

/** What deleting the doctor will do to their upcoming appointments, once the API has counted them. */
function useDeletionDetail(doctor: Doctor | null): { detail: string; counting: boolean } {
  const copy = useCopy();
  const text = copy.admin.manageDoctors;
  const upcoming = useDoctorUpcomingBookings(doctor?._id ?? null);
  if (!doctor) return { detail: '', counting: false };
  if (upcoming.isError)
    return { detail: text.countFailed(upcoming.error.message), counting: false };
  if (!upcoming.data) return { detail: text.counting, counting: true };
  const { upcoming: total, paid } = upcoming.data;
  return {
    detail: total === 0 ? text.noUpcoming : text.willCancel(total, paid),
    counting: false,
  };
}

/**
 * Manage Doctors: every listed doctor with their photo and invitation state; an invited doctor
 * can be sent their link again, any doctor's profile edited, and deleting one asks first, saying
 * how many upcoming appointments it cancels and refunds.
 */
export function ManageDoctors() {
  const copy = useCopy();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.admin.manageDoctors;
  const doctors = useDoctors();
  const deleteDoctor = useDeleteDoctor();
  const [deleting, setDeleting] = useState<Doctor | null>(null);
  const deletion = useDeletionDetail(deleting);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteDoctor.mutate(deleting._id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success(text.deleted(deleting.name));
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="manage-doctors-heading" className="flex flex-col gap-4">
      <h1 id="manage-doctors-heading" className="text-2xl font-bold">
        {text.heading(doctors.data?.length)}
      </h1>
      <QueryState query={doctors}>
        {doctors.data?.length === 0 ? (
          <p>
            {text.none}{' '}
            <Link to={paths.addDoctor} className="link link-primary">
              {text.addOne}
            </Link>
          </p>
        ) : (
          <DataTable
            rows={doctors.data ?? []}
            rowKey={(doctor) => doctor._id}
            columns={[
              {
                header: text.columns.avatar,
                cell: (doctor) => (
                  <div className="avatar">
                    <div className="w-16 rounded-full">
                      <img
                        src={doctor.image}
                        alt={text.avatarAlt(doctor.name)}
                        width={64}
                        height={64}
                        loading="lazy"
                      />
                    </div>
                  </div>
                ),
              },
              { header: text.columns.name, cell: (doctor) => doctor.name },
              { header: text.columns.email, cell: (doctor) => doctor.email },
              {
                header: text.columns.specialty,
                cell: (doctor) => treatmentTitle(doctor.specialty),
              },
              {
                header: text.columns.status,
                cell: (doctor) => (
                  <span
                    className={`badge ${doctor.status === 'active' ? 'badge-success' : 'badge-warning'}`}
                  >
                    {text.status[doctor.status]}
                  </span>
                ),
              },
              {
                header: text.columns.action,
                cell: (doctor) => (
                  <RowActions>
                    {doctor.status === 'invited' && <ResendInvitation doctor={doctor} />}
                    <Link
                      to={paths.editDoctor(doctor._id)}
                      className="btn btn-sm btn-outline"
                      aria-label={`${text.edit}: ${doctor.name}`}
                    >
                      {text.edit}
                    </Link>
                    <Link
                      to={paths.doctorSchedule(doctor._id)}
                      className="btn btn-sm btn-outline"
                      aria-label={`${text.schedule}: ${doctor.name}`}
                    >
                      {text.schedule}
                    </Link>
                    <button
                      type="button"
                      className="btn btn-sm btn-error"
                      aria-label={`${copy.admin.delete}: ${doctor.name}`}
                      onClick={() => setDeleting(doctor)}
                    >
                      {copy.admin.delete}
                    </button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={copy.admin.confirmTitle}
        message={deleting ? text.confirmText(deleting.name) : ''}
        detail={deletion.detail}
        confirmLabel={copy.admin.confirm}
        cancelLabel={copy.admin.cancel}
        busy={deleteDoctor.isPending || deletion.counting}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
