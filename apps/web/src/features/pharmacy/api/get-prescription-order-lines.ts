import type { PrescriptionOrderLines } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /prescriptions/{id}/order-lines: what the catalogue holds for each prescribed medicine,
 * cheapest in stock first, with the units still to order. Asked once, when 'Order medicines' is
 * pressed, so it is not cached.
 */
export const getPrescriptionOrderLines = (prescriptionId: string) =>
  apiRequest<PrescriptionOrderLines>(
    `/prescriptions/${encodeURIComponent(prescriptionId)}/order-lines`,
  );
