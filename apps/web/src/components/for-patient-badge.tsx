import { useCopy } from '../copy/language';

/** 'For: {name}' on what an account holds for one of its family members (services.md §2). */
export function ForPatientBadge({ name }: { name: string }) {
  const copy = useCopy();
  return <span className="badge badge-info h-auto">{copy.family.bookedFor(name)}</span>;
}
