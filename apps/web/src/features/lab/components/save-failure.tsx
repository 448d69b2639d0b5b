import { useCopy } from '../../../copy/language';

/** Why the last save was refused, in the server's words, beside the form it belongs to. */
export function SaveFailure({ message }: { message: string | null }) {
  const text = useCopy().labCatalogue;
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-error">
      <span>
        {text.notSaved} {message}
      </span>
    </p>
  );
}
