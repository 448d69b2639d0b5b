import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { QueryState } from '../../components/ui/query-state';
import { useCopy } from '../../copy/language';
import { publicDoctorsQuery, type DoctorsFilter } from '../../features/doctors/api/get-doctors';
import { specialtiesQuery } from '../../lib/specialties';
import { DoctorsDirectory } from '../../features/doctors/components/doctors-directory';
import { clientConfigQuery, useClientConfig } from '../../lib/client-config';
import { pageLoader } from '../../lib/route-loaders';
import { ChosenSlotBooking, type ChosenSlot } from '../booking/chosen-slot-booking';

const filterOf = (search: URLSearchParams): DoctorsFilter => ({
  specialty: search.get('specialty')?.trim() ?? '',
  q: search.get('q')?.trim() ?? '',
});

/** The directory as the URL filters it, so the server's HTML has the cards. */
export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ url }) => ({
    queries: [
      publicDoctorsQuery(filterOf(url.searchParams)),
      specialtiesQuery(),
      clientConfigQuery(),
    ],
  }));

/** /doctors: every listed doctor, filtered by the URL's specialty and name search; a card's slot books it. */
export function Component() {
  const copy = useCopy();
  const [search] = useSearchParams();
  const config = useClientConfig();
  const [choice, setChoice] = useState<ChosenSlot | null>(null);
  return (
    <div className="min-h-screen">
      <PageMeta title={copy.doctors.title} description={copy.doctors.metaDescription} />
      <QueryState query={config}>
        {config.data && (
          <DoctorsDirectory
            filter={filterOf(search)}
            horizonDays={config.data.clinic.bookingHorizonDays}
            onBook={(doctor, date, slot) =>
              setChoice({ treatmentName: doctor.treatmentName, doctorId: doctor._id, date, slot })
            }
          />
        )}
      </QueryState>
      <ChosenSlotBooking choice={choice} onClose={() => setChoice(null)} />
    </div>
  );
}
