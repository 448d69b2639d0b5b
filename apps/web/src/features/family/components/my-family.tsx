import type { FamilyMemberInput, FamilyMemberPatch, PatientProfile } from '@sustho/contracts';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { profileAge, useClinicToday, useFamily } from '../../../lib/family';
import { useAddFamilyMember } from '../api/add-family-member';
import { useRemoveFamilyMember } from '../api/remove-family-member';
import { useUpdateFamilyMember } from '../api/update-family-member';
import { FamilyMemberForm } from './family-member-form';

/** One profile as a card: who they are to the account holder, age, sex and phone. */
function ProfileCard({
  profile,
  onEdit,
  onRemove,
}: {
  profile: PatientProfile;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.family;
  const age = profileAge(profile, useClinicToday());
  return (
    <li className="card card-border bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4">
        <h2 className="card-title flex-wrap break-words">
          {profile.name}
          {profile.self && <span className="badge badge-primary">{text.myself}</span>}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {!profile.self && (
            <>
              <dt className="font-medium">{text.relationLabel}</dt>
              <dd>{text.relations[profile.relation]}</dd>
            </>
          )}
          <dt className="font-medium">{text.ageLabel}</dt>
          <dd>{age === null ? text.ageUnknown : text.age(show.number(age))}</dd>
          <dt className="font-medium">{text.sexLabel}</dt>
          <dd>{profile.sex ? copy.clinicalRecord.consent.sexes[profile.sex] : '—'}</dd>
          <dt className="font-medium">{text.phoneLabel}</dt>
          <dd className="break-all">{profile.phone ?? text.noPhone}</dd>
        </dl>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-sm btn-outline max-sm:h-11"
            aria-label={text.editLabel(profile.name)}
            onClick={onEdit}
          >
            {text.edit}
          </button>
          {!profile.self && (
            <button
              type="button"
              className="btn btn-sm btn-error max-sm:h-11"
              aria-label={text.removeLabel(profile.name)}
              onClick={onRemove}
            >
              {text.remove}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** What the form is open for: adding a member, or changing one profile. */
type Editing = { profile: PatientProfile | null } | null;

/** The add/edit form in a modal; it opens while `editing` is set. */
function ProfileDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const copy = useCopy();
  const text = copy.family;
  const dialog = useRef<HTMLDialogElement>(null);
  const add = useAddFamilyMember();
  const update = useUpdateFamilyMember();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (editing && !element.open) element.showModal();
    if (!editing && element.open) element.close();
  }, [editing]);

  const profile = editing?.profile ?? null;
  const save = async (request: FamilyMemberPatch) => {
    if (profile) {
      const saved = await update.mutateAsync({ id: profile._id, patch: request });
      toast.success(text.saved(saved.name));
    } else {
      const added = await add.mutateAsync(request as FamilyMemberInput);
      toast.success(text.added(added.name));
    }
    onClose();
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="family-form-title" onCancel={onClose}>
      <div className="modal-box">
        <h2 id="family-form-title" className="text-lg font-bold">
          {profile ? text.form.editHeading(profile.name) : text.form.addHeading}
        </h2>
        {editing && (
          <FamilyMemberForm
            key={profile?._id ?? 'new'}
            profile={profile}
            busy={add.isPending || update.isPending}
            onSave={save}
            onCancel={onClose}
          />
        )}
      </div>
    </dialog>
  );
}

/**
 * My Family (services.md §2): the account's profiles as cards, Myself first, with 'Add family
 * member', 'Edit' and 'Remove' (after a confirmation that says their appointments are cancelled).
 */
export function MyFamily() {
  const copy = useCopy();
  const text = copy.family;
  const family = useFamily();
  const remove = useRemoveFamilyMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PatientProfile | null>(null);

  const confirmRemove = () => {
    if (!removing || remove.isPending) return;
    const { _id, name } = removing;
    remove.mutate(_id, {
      onSuccess: () => toast.success(text.removed(name)),
      onError: (error) => toast.error(error.message),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="family-heading" className="flex max-w-4xl flex-col gap-4">
      <h1 id="family-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      <p>{text.intro}</p>
      <button
        type="button"
        className="btn btn-primary self-start max-sm:h-11"
        onClick={() => setEditing({ profile: null })}
      >
        {text.add}
      </button>
      <QueryState query={family}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {family.data?.map((profile) => (
            <ProfileCard
              key={profile._id}
              profile={profile}
              onEdit={() => setEditing({ profile })}
              onRemove={() => setRemoving(profile)}
            />
          ))}
        </ul>
      </QueryState>
      <ProfileDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? text.confirmTitle(removing.name) : ''}
        message={removing ? text.confirmText(removing.name) : ''}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
