import {
  MEDICINE_PRICE_MAX,
  MEDICINE_STOCK_MAX,
  medicineUnitPrice,
  medicineStock,
  type CatalogMedicine,
} from '@sustho/contracts';
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useCopy } from '../../../copy/language';
import { useUpdateMedicine } from '../api/update-medicine';

const nameOf = (medicine: CatalogMedicine, forms: Record<CatalogMedicine['form'], string>) =>
  `${medicine.brandName} ${medicine.strength} ${forms[medicine.form]}`;

/**
 * A row's Save: the price and stock inputs sit in other cells and join this form by its id, so
 * the table keeps one markup for phones (cards) and wide screens (rows). It cannot be pressed again
 * while its save is on its way.
 */
function SaveMedicine({ medicine, formId }: { medicine: CatalogMedicine; formId: string }) {
  const copy = useCopy();
  const text = copy.catalogue;
  const name = nameOf(medicine, copy.pharmacy.forms);
  const update = useUpdateMedicine();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const fields = new FormData(event.currentTarget);
    const unitPrice = medicineUnitPrice.safeParse(Number(fields.get('unitPrice')));
    const stock = medicineStock.safeParse(Number(fields.get('stock')));
    if (!unitPrice.success || !stock.success || fields.get('stock') === '') {
      toast.error(text.notSaved(name, text.invalid));
      return;
    }
    update.mutate(
      { id: medicine._id, input: { unitPrice: unitPrice.data, stock: stock.data } },
      {
        onSuccess: () => toast.success(text.saved(name)),
        onError: (error) =>
          toast.error(
            text.notSaved(name, error instanceof Error ? error.message : copy.errors.generic),
          ),
      },
    );
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <button
        type="submit"
        className="btn btn-primary btn-sm min-h-11"
        disabled={update.isPending}
        aria-busy={update.isPending}
        aria-label={text.saveLabel(name)}
      >
        {update.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {update.isPending ? text.saving : text.save}
      </button>
    </form>
  );
}

/** The medicines found, each with its unit price and stock to edit and Save. */
export function MedicineStockTable({ medicines }: { medicines: CatalogMedicine[] }) {
  const copy = useCopy();
  const text = copy.catalogue;
  const forms = copy.pharmacy.forms;
  const tableId = useId();
  const formIdOf = (medicine: CatalogMedicine) => `${tableId}-${medicine._id}`;
  const columns: Column<CatalogMedicine>[] = [
    {
      header: text.columns.medicine,
      rowHeader: true,
      cell: (medicine) => (
        <span>
          <span className="font-semibold">{medicine.brandName}</span>{' '}
          <span className="font-normal">
            {medicine.genericName} · {medicine.strength} · {forms[medicine.form]}
          </span>
        </span>
      ),
    },
    { header: text.columns.manufacturer, cell: (medicine) => medicine.manufacturer },
    {
      header: text.columns.unitPrice,
      cell: (medicine) => (
        <input
          // A fresh input when the saved value changes, so it shows what the catalogue holds.
          key={medicine.unitPrice}
          form={formIdOf(medicine)}
          name="unitPrice"
          type="number"
          inputMode="decimal"
          min={0}
          max={MEDICINE_PRICE_MAX}
          step="0.01"
          defaultValue={medicine.unitPrice}
          aria-label={`${text.unitPriceOf(nameOf(medicine, forms))} (${medicine.currency})`}
          className="input input-bordered min-h-11 w-28"
        />
      ),
    },
    {
      header: text.columns.stock,
      cell: (medicine) => (
        <input
          key={medicine.inStock}
          form={formIdOf(medicine)}
          name="stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={MEDICINE_STOCK_MAX}
          step="1"
          defaultValue={medicine.inStock}
          aria-label={text.stockOf(nameOf(medicine, forms))}
          className="input input-bordered min-h-11 w-28"
        />
      ),
    },
    {
      header: text.columns.action,
      cell: (medicine) => <SaveMedicine medicine={medicine} formId={formIdOf(medicine)} />,
    },
  ];
  return <DataTable columns={columns} rows={medicines} rowKey={(medicine) => medicine._id} />;
}
