import {
  consultationNotesInput,
  type ConsultationNotes,
  type ConsultationNotesInput,
} from '@sustho/contracts';
import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { TextArea } from '../../../components/ui/text-area';
import { useCopy } from '../../../copy/language';
import { useSaveNotes } from '../api/save-notes';

/** How long typing must pause before the draft is saved. */
const DRAFT_DELAY_MS = 800;

/** The notes' fields in the order the form shows them: the order the wire lists them in. */
const FIELDS = consultationNotesInput.keyof().options;

const EMPTY: ConsultationNotesInput = {
  chiefComplaint: '',
  history: '',
  examination: '',
  diagnosis: '',
};

/**
 * The doctor's notes, saved as a draft a moment after typing stops (and once more when the field
 * is left), so nothing typed is lost if the call drops or the page closes.
 */
export function NotesForm({
  bookingId,
  saved,
  readOnly,
}: {
  bookingId: string;
  saved: ConsultationNotes | null;
  readOnly: boolean;
}) {
  const copy = useCopy();
  const text = copy.clinicalRecord.panel;
  const [notes, setNotes] = useState<ConsultationNotesInput>(() =>
    saved
      ? {
          chiefComplaint: saved.chiefComplaint,
          history: saved.history,
          examination: saved.examination,
          diagnosis: saved.diagnosis,
        }
      : EMPTY,
  );
  const [savedAt, setSavedAt] = useState<string | null>(
    saved ? format(new Date(saved.updatedAt), 'p') : null,
  );
  const save = useSaveNotes(bookingId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);

  const flush = (values: ConsultationNotesInput) => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    save.mutate(values, {
      onSuccess: (result) => setSavedAt(format(new Date(result.updatedAt), 'p')),
      onError: () => {
        dirty.current = true;
      },
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (field: (typeof FIELDS)[number], value: string) => {
    const next = { ...notes, [field]: value };
    setNotes(next);
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(next), DRAFT_DELAY_MS);
  };

  const status = save.isPending
    ? text.draftSaving
    : save.isError
      ? text.draftFailed
      : savedAt
        ? text.draftSaved(savedAt)
        : '';
  return (
    <section aria-labelledby="notes-heading" className="flex flex-col gap-3">
      <h2 id="notes-heading" className="text-xl font-semibold">
        {text.notesHeading}
      </h2>
      {FIELDS.map((field) => (
        <TextArea
          key={field}
          label={text[field]}
          value={notes[field]}
          rows={field === 'diagnosis' ? 2 : 3}
          maxLength={5000}
          readOnly={readOnly}
          onChange={(event) => change(field, event.target.value)}
          onBlur={() => flush(notes)}
        />
      ))}
      <p role="status" className="text-sm opacity-70">
        {status}
      </p>
    </section>
  );
}
