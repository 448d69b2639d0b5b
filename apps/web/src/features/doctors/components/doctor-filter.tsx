import { useId } from 'react';
import { Form } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { DOCTOR_SEARCH_MAX_LENGTH } from '@sustho/contracts';
import { useSpecialties } from '../../../lib/specialties';
import type { DoctorsFilter } from '../api/get-doctors';

/**
 * The specialty filter and the name search. A GET form whose fields are the page's URL: before
 * the app runs the browser submits it and the server renders the filtered page (so no press is
 * lost, decision 015); once the app runs, React Router navigates to the same URL in place.
 */
export function DoctorFilter({ filter }: { filter: DoctorsFilter }) {
  const copy = useCopy();
  const text = copy.doctors;
  const specialties = useSpecialties();
  const specialtyId = useId();
  const searchId = useId();
  return (
    <Form
      method="get"
      action={paths.doctors}
      role="search"
      aria-label={text.filterLabel}
      // A new filter gives a new form, so its fields show the URL's values after a navigation.
      key={`${filter.specialty}\n${filter.q}`}
      className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end"
    >
      <label htmlFor={specialtyId} className="flex flex-1 flex-col gap-1">
        <span className="label-text">{text.specialty}</span>
        <select
          id={specialtyId}
          name="specialty"
          defaultValue={filter.specialty}
          className="select select-bordered w-full"
        >
          <option value="">{text.anySpecialty}</option>
          {/* The URL's specialty stays choosable while the list of specialties loads. */}
          {filter.specialty &&
            !specialties.data?.some((s) => s.treatmentName === filter.specialty) && (
              <option value={filter.specialty}>{filter.specialty}</option>
            )}
          {specialties.data?.map((specialty) => (
            <option key={specialty._id} value={specialty.treatmentName}>
              {specialty.title}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={searchId} className="flex flex-1 flex-col gap-1">
        <span className="label-text">{text.search}</span>
        <input
          id={searchId}
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={DOCTOR_SEARCH_MAX_LENGTH}
          className="input input-bordered w-full"
        />
      </label>
      <button type="submit" className="btn btn-primary">
        {text.searchButton}
      </button>
    </Form>
  );
}
