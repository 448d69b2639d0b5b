import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { getPrescriptionOrderLines } from '../api/get-prescription-order-lines';
import { cartMedicineOf, fillCartFromPrescription } from '../cart';

/**
 * 'Order medicines' on an issued, not replaced prescription (services.md §5): the cart fills with
 * the catalogue's match for each prescribed medicine (the cheapest in stock first, the others
 * offered as brands), remembers the prescription and its profile, and the patient goes to
 * checkout. A medicine the catalogue cannot supply, or that earlier orders of the prescription
 * took in full, is named, so the patient knows why it is not in the cart.
 */
export function OrderMedicinesButton({
  prescriptionId,
  label,
}: {
  prescriptionId: string;
  label: string;
}) {
  const text = useCopy().orders.fromPrescription;
  const show = useFormat();
  const navigate = useNavigate();
  const fill = useMutation({
    mutationFn: () => getPrescriptionOrderLines(prescriptionId),
    onSuccess: (answer) => {
      const available = answer.lines.filter((line) => line.quantity > 0 && line.options.length > 0);
      const names = (lines: typeof answer.lines) =>
        lines
          .map((line) => [line.prescribed.name, line.prescribed.strength].filter(Boolean).join(' '))
          .join(', ');
      const missing = answer.lines.filter((line) => line.options.length === 0);
      // Matched, but earlier orders of this prescription took all it allows.
      const taken = answer.lines.filter((line) => line.options.length > 0 && line.quantity === 0);
      if (available.length === 0) {
        toast.error(taken.length > 0 ? text.alreadyOrdered(names(taken)) : text.nothingFound);
        return;
      }
      fillCartFromPrescription(
        { prescriptionId: answer.prescriptionId, patientId: answer.patientId },
        available.map((line) => ({
          quantity: line.quantity,
          brands: line.options.map(cartMedicineOf),
        })),
      );
      toast.success(text.filled(show.number(available.length)));
      if (missing.length > 0) toast(text.missing(names(missing)));
      if (taken.length > 0) toast(text.alreadyOrdered(names(taken)));
      void navigate(paths.checkout);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <button
      type="button"
      className="btn btn-sm btn-secondary"
      aria-label={label}
      disabled={fill.isPending}
      aria-busy={fill.isPending}
      onClick={() => fill.mutate()}
    >
      {fill.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {text.order}
    </button>
  );
}
