import { MEDICINE_CSV_COLUMNS } from '@sustho/contracts';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { importProblems, useImportCatalogue } from '../api/import-catalogue';

/**
 * 'Import CSV': one file, sent once (the button waits with a spinner), then the counts, or the
 * server's report of what to fix, line by line, when nothing was imported.
 */
export function ImportCatalogueForm() {
  const copy = useCopy();
  const text = copy.catalogue.import;
  const show = useFormat();
  const fileId = useId();
  const headingId = useId();
  const importing = useImportCatalogue();
  const [missingFile, setMissingFile] = useState(false);
  const problems = importProblems(importing.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importing.isPending) return;
    const file = new FormData(event.currentTarget).get('file');
    const chosen = file instanceof File && file.name !== '';
    setMissingFile(!chosen);
    if (chosen) importing.mutate(file);
  };

  return (
    <section aria-labelledby={headingId} className="card card-border bg-base-100">
      <form className="card-body gap-3 p-4" onSubmit={submit} noValidate>
        <h2 id={headingId} className="card-title">
          {text.heading}
        </h2>
        <p>{text.text}</p>
        <p className="break-all font-mono text-sm">{MEDICINE_CSV_COLUMNS.join(',')}</p>
        <p className="text-sm">{text.limits}</p>
        <label htmlFor={fileId} className="label font-semibold">
          {text.file}
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept=".csv,text/csv"
          className="file-input file-input-bordered min-h-11 w-full"
          aria-describedby={missingFile ? `${fileId}-missing` : undefined}
          onChange={() => {
            setMissingFile(false);
            importing.reset();
          }}
        />
        {missingFile && (
          <p id={`${fileId}-missing`} role="alert" className="text-error">
            {text.chooseFile}
          </p>
        )}
        <div>
          <SubmitButton busy={importing.isPending} className="min-h-11">
            {importing.isPending ? text.importing : text.submit}
          </SubmitButton>
        </div>
        <div role="status" aria-live="polite">
          {importing.isSuccess && (
            <p className="alert alert-success">
              {text.result(show.number(importing.data.added), show.number(importing.data.updated))}
            </p>
          )}
        </div>
        {importing.isError && (
          <div role="alert" className="alert alert-error flex-col items-start">
            <p>{importing.error.message}</p>
            {problems.length > 0 && (
              <>
                <h3 className="font-semibold">{text.problemsHeading}</h3>
                <ol className="list-none space-y-1">
                  {problems.map((problem, index) => (
                    <li key={index}>
                      <span className="font-semibold">{text.line(show.number(problem.line))}</span>
                      {problem.field && <span className="font-mono"> · {problem.field}</span>}
                      {': '}
                      {problem.message}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
