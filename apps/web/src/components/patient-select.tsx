import type { PatientProfile } from '@sustho/contracts';
import { useId } from 'react';
import { useCopy } from '../copy/language';
import { useFamily } from '../lib/family';
import { FormField } from './ui/form-field';

/**
 * 'For': which of the account's patients something is for (services.md §2), Myself first and
 * chosen by default. It is always shown, with Myself alone before any member is added, so the
 * patient learns that booking for the family exists. `value` is the chosen member's id, '' for
 * Myself; `onChange` hands over the member's profile, or null for Myself. With a `label` of its
 * own it chooses something else by patient (whose record is shown), and only once there are
 * members to choose.
 */
export function PatientSelect({
  value,
  signedIn,
  onChange,
  label,
}: {
  value: string;
  signedIn: boolean;
  onChange: (member: PatientProfile | null) => void;
  label?: string;
}) {
  const copy = useCopy();
  const text = copy.family;
  const id = useId();
  const family = useFamily(signedIn);
  const members = family.data?.filter((profile) => !profile.self) ?? [];
  if (label && members.length === 0) return null;
  const hint =
    !label && signedIn && family.isSuccess && members.length === 0 ? text.forHint : undefined;
  return (
    <FormField id={id} label={label ?? text.forLabel} hint={hint}>
      <select
        id={id}
        className="select select-bordered w-full"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) =>
          onChange(members.find((member) => member._id === event.target.value) ?? null)
        }
      >
        <option value="">{text.myself}</option>
        {members.map((member) => (
          <option key={member._id} value={member._id}>
            {`${member.name} (${text.relations[member.relation]})`}
          </option>
        ))}
      </select>
    </FormField>
  );
}
