import { ADMIN_PAGE_SIZE, type UserListEntry } from '@sustho/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { useDeleteUser } from '../api/delete-user';
import { firstUsersPage, useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { useRemoveAdmin } from '../api/remove-admin';
import { RefundPlanDialog, type RefundablePlanUser } from './refund-plan-dialog';

/** A role change waiting for the admin's confirmation: whom it is for, and which way it goes. */
interface RoleChange {
  user: UserListEntry;
  makeAdmin: boolean;
}

function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const copy = useCopy();
  const text = copy.admin.users;
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="join">
      <input
        type="search"
        aria-label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        className="input input-bordered join-item"
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn join-item">
        {text.search}
      </button>
      {query && (
        <button
          type="button"
          className="btn btn-ghost join-item"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          {text.clearSearch}
        </button>
      )}
    </form>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const copy = useCopy();
  const text = copy.admin.users;
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pagination} className="join mt-4">
      <button
        type="button"
        className="btn join-item"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {text.previous}
      </button>
      <span className="btn btn-disabled join-item">{text.page(page, pages)}</span>
      <button
        type="button"
        className="btn join-item"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {text.next}
      </button>
    </nav>
  );
}

/** The user's role, with 'Make Admin' for a patient and 'Remove admin' for another admin. */
function RoleCell({
  user,
  isMe,
  onChange,
}: {
  user: UserListEntry;
  isMe: boolean;
  onChange: (change: RoleChange) => void;
}) {
  const copy = useCopy();
  const text = copy.admin.users;
  return (
    <>
      {user.role === 'admin' && <span className="badge badge-success">{text.isAdmin}</span>}
      {/* The viewer is an admin, so another admin's row is never the last admin's. */}
      {user.role === 'admin' && !isMe && (
        <button
          type="button"
          className="btn btn-xs btn-outline ms-2"
          aria-label={`${text.removeAdmin}: ${user.name}`}
          onClick={() => onChange({ user, makeAdmin: false })}
        >
          {text.removeAdmin}
        </button>
      )}
      {/* A doctor's account came from an invitation and stays a doctor's (docs/product/accounts.md §2). */}
      {user.role === 'doctor' && <span className="badge badge-info">{text.isDoctor}</span>}
      {/* So are a pharmacist's and a lab technician's: the Staff page manages them. */}
      {(user.role === 'pharmacist' || user.role === 'lab') && (
        <span className="badge badge-info">{copy.staff.roles[user.role]}</span>
      )}
      {user.role === 'user' && (
        <button
          type="button"
          className="btn btn-xs btn-primary"
          aria-label={`${text.makeAdmin}: ${user.name}`}
          onClick={() => onChange({ user, makeAdmin: true })}
        >
          {text.makeAdmin}
        </button>
      )}
    </>
  );
}

/** The plan that runs for the user and until when, with 'Refund plan' when it was paid for. */
function PlanCell({
  user,
  onRefund,
}: {
  user: UserListEntry;
  onRefund: (user: RefundablePlanUser) => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.plans.admin;
  const { plan } = user;
  if (!plan) return <>{text.none}</>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span>{text.until(copy.plans.names[plan.plan], show.date(plan.endsOn))}</span>
      {plan.paid && (
        <button
          type="button"
          className="btn btn-xs btn-outline btn-warning"
          aria-label={text.refundLabel(user.name)}
          onClick={() => onRefund({ ...user, plan })}
        >
          {text.refund}
        </button>
      )}
    </span>
  );
}

/**
 * All Users: every account, a page at a time; admins make admins, remove other admins' role and
 * delete other users, each after a confirmation that names the person; a paid plan can be
 * refunded with a reason.
 */
export function AllUsers() {
  const copy = useCopy();
  const text = copy.admin.users;
  const { user: me } = useAuth();
  const [params, setParams] = useState(firstUsersPage);
  const users = useUsers(params);
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<UserListEntry | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [refunding, setRefunding] = useState<RefundablePlanUser | null>(null);
  const changingRole = roleChange?.makeAdmin ? makeAdmin : removeAdmin;
  const roleDialog = roleChange && {
    title: (roleChange.makeAdmin ? text.makeAdminTitle : text.removeAdminTitle)(
      roleChange.user.name,
    ),
    message: (roleChange.makeAdmin ? text.makeAdminText : text.removeAdminText)(
      roleChange.user.name,
      roleChange.user.email,
    ),
    confirm: roleChange.makeAdmin ? text.makeAdmin : text.removeAdmin,
  };

  const confirmRoleChange = () => {
    if (!roleChange) return;
    changingRole.mutate(roleChange.user._id, {
      onSuccess: ({ modifiedCount }) => {
        if (modifiedCount > 0)
          toast.success(roleChange.makeAdmin ? text.madeAdmin : text.removedAdmin);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setRoleChange(null),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteUser.mutate(deleting._id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success(text.deleted);
        // The last row of a later page is gone: show the page before it rather than an empty one.
        if (users.data?.users.length === 1 && params.page > 1)
          setParams({ ...params, page: params.page - 1 });
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  const total = users.data?.total ?? 0;
  const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
  const firstIndex = (params.page - 1) * ADMIN_PAGE_SIZE;

  return (
    <section aria-labelledby="all-users-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="all-users-heading" className="text-2xl font-bold">
          {text.heading}{' '}
          <span className="text-base font-normal text-base-content/80">
            {users.data && text.count(total)}
          </span>
        </h1>
        <SearchForm query={params.q} onSearch={(q) => setParams({ q, page: 1 })} />
      </div>
      <QueryState query={users}>
        {users.data?.users.length === 0 && params.q ? (
          <p>{text.noneFound(params.q)}</p>
        ) : (
          <DataTable
            rows={users.data?.users ?? []}
            rowKey={(user) => user._id}
            columns={[
              {
                header: text.columns.index,
                rowHeader: true,
                cell: (_, index) => firstIndex + index + 1,
              },
              { header: text.columns.name, cell: (user) => user.name },
              { header: text.columns.email, cell: (user) => user.email },
              { header: text.columns.noShows, cell: (user) => user.noShows },
              {
                header: copy.plans.admin.column,
                cell: (user) => <PlanCell user={user} onRefund={setRefunding} />,
              },
              {
                header: text.columns.admin,
                cell: (user) => (
                  <RoleCell user={user} isMe={user._id === me?.id} onChange={setRoleChange} />
                ),
              },
              {
                header: text.columns.delete,
                cell: (user) =>
                  user._id === me?.id ? (
                    <span className="badge badge-ghost">{text.you}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-xs btn-error"
                      aria-label={`${copy.admin.delete}: ${user.name}`}
                      onClick={() => setDeleting(user)}
                    >
                      {copy.admin.delete}
                    </button>
                  ),
              },
            ]}
          />
        )}
        <Pager page={params.page} pages={pages} onPage={(page) => setParams({ ...params, page })} />
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={copy.admin.confirmTitle}
        message={text.confirmText}
        confirmLabel={copy.admin.confirm}
        cancelLabel={copy.admin.cancel}
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={roleDialog !== null}
        title={roleDialog?.title ?? ''}
        message={roleDialog?.message ?? ''}
        confirmLabel={roleDialog?.confirm ?? ''}
        cancelLabel={copy.admin.cancel}
        busy={changingRole.isPending}
        onConfirm={confirmRoleChange}
        onCancel={() => setRoleChange(null)}
      />
      <RefundPlanDialog user={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
