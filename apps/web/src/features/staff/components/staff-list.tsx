import type { PendingStaffInvitation, StaffMember } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { RowActions } from '../../../components/ui/row-actions';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useStaff } from '../api/get-staff';
import { useRemoveStaffMember } from '../api/remove-staff-member';
import { useRevokeStaffInvitation } from '../api/revoke-staff-invitation';

/** A refusal's message, or the generic one. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

/** The staff accounts; removing one asks first. */
function StaffMembers({ members }: { members: StaffMember[] }) {
  const copy = useCopy();
  const text = copy.staff;
  const remove = useRemoveStaffMember();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing._id, {
      onSuccess: () => toast.success(text.members.removed(removing.name)),
      onError: (error) => toast.error(messageOf(error, copy.errors.generic)),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <section aria-labelledby="staff-members-heading" className="flex flex-col gap-2">
      <h2 id="staff-members-heading" className="text-xl font-semibold">
        {text.members.heading}
      </h2>
      {members.length === 0 ? (
        <p>{text.members.none}</p>
      ) : (
        <DataTable
          rows={members}
          rowKey={(member) => member._id}
          columns={[
            { header: text.columns.name, cell: (member) => member.name, rowHeader: true },
            { header: text.columns.email, cell: (member) => member.email },
            { header: text.columns.role, cell: (member) => text.roles[member.role] },
            {
              header: text.columns.action,
              cell: (member) => (
                <RowActions>
                  <button
                    type="button"
                    className="btn btn-sm btn-error"
                    aria-label={`${text.members.remove}: ${member.name}`}
                    onClick={() => setRemoving(member)}
                  >
                    {text.members.remove}
                  </button>
                </RowActions>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={text.members.confirmTitle}
        message={removing ? text.members.confirmText(removing.name) : ''}
        confirmLabel={text.members.remove}
        cancelLabel={copy.admin.cancel}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** The invitations nobody accepted yet; revoking one asks first. */
function PendingInvitations({ invitations }: { invitations: PendingStaffInvitation[] }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.staff;
  const revoke = useRevokeStaffInvitation();
  const [revoking, setRevoking] = useState<PendingStaffInvitation | null>(null);
  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking._id, {
      onSuccess: () => toast.success(text.invitations.revoked(revoking.name)),
      onError: (error) => toast.error(messageOf(error, copy.errors.generic)),
      onSettled: () => setRevoking(null),
    });
  };
  return (
    <section aria-labelledby="staff-invitations-heading" className="flex flex-col gap-2">
      <h2 id="staff-invitations-heading" className="text-xl font-semibold">
        {text.invitations.heading}
      </h2>
      {invitations.length === 0 ? (
        <p>{text.invitations.none}</p>
      ) : (
        <DataTable
          rows={invitations}
          rowKey={(invitation) => invitation._id}
          columns={[
            { header: text.columns.name, cell: (invitation) => invitation.name, rowHeader: true },
            { header: text.columns.email, cell: (invitation) => invitation.email },
            { header: text.columns.role, cell: (invitation) => text.roles[invitation.role] },
            {
              header: text.columns.status,
              cell: (invitation) =>
                invitation.expired ? (
                  <span className="badge badge-warning h-auto">{text.invitations.expired}</span>
                ) : (
                  text.invitations.expires(show.localDay(invitation.expiresAt))
                ),
            },
            {
              header: text.columns.action,
              cell: (invitation) => (
                <RowActions>
                  <button
                    type="button"
                    className="btn btn-sm btn-error"
                    aria-label={`${text.invitations.revoke}: ${invitation.name}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    {text.invitations.revoke}
                  </button>
                </RowActions>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={text.invitations.confirmTitle}
        message={revoking ? text.invitations.confirmText(revoking.name, revoking.email) : ''}
        confirmLabel={text.invitations.revoke}
        cancelLabel={copy.admin.cancel}
        busy={revoke.isPending}
        onConfirm={confirm}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

/** The Staff page's lists: staff accounts with their role, then pending invitations. */
export function StaffList() {
  const staff = useStaff();
  return (
    <QueryState query={staff}>
      {staff.data && (
        <div className="flex flex-col gap-8">
          <StaffMembers members={staff.data.members} />
          <PendingInvitations invitations={staff.data.invitations} />
        </div>
      )}
    </QueryState>
  );
}
