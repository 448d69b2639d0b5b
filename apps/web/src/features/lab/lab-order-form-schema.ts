import {
  deliveryAddress,
  isoDay,
  LAB_COLLECTION_TYPES,
  LAB_PAYMENT_METHODS,
  type DeliveryAddress,
  type LabPaymentMethod,
} from '@sustho/contracts';
import { z } from 'zod';

const ADDRESS_FIELDS = ['recipient', 'phone', 'line', 'area', 'district'] as const;

const pickAddress = (form: Record<(typeof ADDRESS_FIELDS)[number], string>) =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field]]));

const isPayment = (payment: string): payment is LabPaymentMethod =>
  (LAB_PAYMENT_METHODS as readonly string[]).includes(payment);

/**
 * The booking form's fields. The address and slot are asked only for home collection, and then
 * by the API's own rules (contracts' deliveryAddress); a district left unchosen is 'is required'.
 * Every field is checked in one refinement, so all their problems show at once.
 */
export const labOrderForm = z
  .object({
    type: z.enum(LAB_COLLECTION_TYPES),
    date: isoDay,
    slot: z.string(),
    recipient: z.string(),
    phone: z.string(),
    line: z.string(),
    area: z.string(),
    district: z.string(),
    payment: z.string().nullish(),
  })
  .superRefine((form, ctx) => {
    if (!isPayment(form.payment ?? ''))
      ctx.addIssue({ code: 'custom', path: ['payment'], message: 'is required' });
    if (form.type !== 'home') return;
    if (!form.slot) ctx.addIssue({ code: 'custom', path: ['slot'], message: 'is required' });
    const address = deliveryAddress.safeParse(pickAddress(form));
    for (const issue of address.error?.issues ?? []) {
      const field = issue.path[0];
      const unchosen = field === 'district' && !form.district;
      ctx.addIssue({
        code: 'custom',
        path: issue.path,
        message: unchosen ? 'is required' : issue.message,
      });
    }
  })
  .transform((form) => ({ ...form, payment: form.payment as LabPaymentMethod }));
export type LabOrderFormInput = z.input<typeof labOrderForm>;
export type LabOrderFormValues = z.output<typeof labOrderForm>;

/** The address as the API takes it, its phone in the one stored form. */
export const addressOf = (form: LabOrderFormValues): DeliveryAddress =>
  deliveryAddress.parse(pickAddress(form));
