import type { TreatmentSettings as Treatment } from '@sustho/contracts';
import toast from 'react-hot-toast';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useTreatmentSettings } from '../api/get-treatment-settings';
import { useUpdateTreatmentSettings } from '../api/update-treatment-settings';

/** 'Offered in Consult now' for one treatment: saved at the press, put back if the save fails. */
function OnDemandSwitch({ treatment }: { treatment: Treatment }) {
  const text = useCopy().admin.treatmentSettings;
  const treatmentTitle = useTreatmentTitle();
  const update = useUpdateTreatmentSettings();
  const title = treatmentTitle(treatment.name);
  return (
    <input
      type="checkbox"
      role="switch"
      className="toggle toggle-primary"
      checked={treatment.onDemand}
      disabled={update.isPending}
      aria-busy={update.isPending}
      aria-label={text.onDemandFor(title)}
      onChange={(event) => {
        const onDemand = event.target.checked;
        update.mutate(
          { id: treatment._id, changes: { onDemand } },
          {
            onSuccess: () => toast.success(onDemand ? text.offered(title) : text.notOffered(title)),
            onError: (error) => toast.error(text.failed(title, error.message)),
          },
        );
      }}
    />
  );
}

/** Manage Doctors' treatments: which of them patients can ask for in Consult now (services.md §3). */
export function TreatmentSettings() {
  const copy = useCopy();
  const text = copy.admin.treatmentSettings;
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const treatments = useTreatmentSettings();
  return (
    <section aria-labelledby="treatment-settings-heading" className="flex flex-col gap-4">
      <h2 id="treatment-settings-heading" className="text-xl font-bold">
        {text.heading}
      </h2>
      <p>{text.intro}</p>
      <QueryState query={treatments}>
        {treatments.data?.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <DataTable
            rows={treatments.data ?? []}
            rowKey={(treatment) => treatment._id}
            columns={[
              {
                header: text.columns.name,
                rowHeader: true,
                cell: (treatment) => treatmentTitle(treatment.name),
              },
              {
                header: text.columns.price,
                cell: (treatment) => show.price(treatment.price, treatment.currency),
              },
              {
                header: text.columns.length,
                cell: (treatment) => text.minutes(show.number(treatment.slotMinutes)),
              },
              {
                header: text.columns.onDemand,
                cell: (treatment) => <OnDemandSwitch treatment={treatment} />,
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
