import { z } from 'zod';
import { currency } from './money.js';
import { wireDate } from './common.js';
import { doctorDay, type DoctorDay } from './directory.js';

export const SERVICE_CATEGORIES = ['Medical', 'Consultant', 'Therapist', 'Physiologist'] as const;

/**
 * Catalogue texts come in the reader's language (decision 042), English where the clinic wrote no
 * Bangla. A `name` stays English, the key pages and bookings name it by; `title` is that name in
 * the reader's language, for showing.
 */
export const service = z.object({ name: z.string(), title: z.string(), description: z.string() });
export type Service = z.infer<typeof service>;

export const serviceNameParam = z.object({ name: z.string().min(1).max(100) });

export const blog = z.object({ _id: z.string(), title: z.string(), discription: z.string() });
export type Blog = z.infer<typeof blog>;

export const specialty = z.object({
  _id: z.string(),
  treatmentName: z.string(),
  title: z.string(),
});
export type Specialty = z.infer<typeof specialty>;

/** One doctor of a treatment with their free slot labels on the asked day. */
export const doctorSlots = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  slots: z.array(z.string()),
});
export type DoctorSlots = z.infer<typeof doctorSlots>;

/**
 * A treatment on a day: `slots` is the union of its doctors' free slots, in time order, and
 * `doctorsImg` the photo of its first doctor (docs/product/doctors.md §4).
 */
export const appointmentOption = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  category: z.string(),
  price: z.number(),
  currency,
  doctorsImg: z.string(),
  slots: z.array(z.string()),
  doctors: z.array(doctorSlots),
});
export type AppointmentOption = z.infer<typeof appointmentOption>;

export const appointmentOptionsQuery = z.object({ date: wireDate });

/**
 * GET /appointmentOptions/first-free-day: the first day from today on which some treatment has a
 * free slot ('Jan 5, 2023'), where the appointment page opens; null when no day within the
 * booking horizon has one.
 */
export const firstFreeDay = z.object({ date: z.string().nullable() });
export type FirstFreeDay = z.infer<typeof firstFreeDay>;

/**
 * GET /appointmentOptions/days: each day from today to the booking horizon ('Jan 5, 2023') over
 * every listed doctor, as a doctor's days read: 'free' when one has a slot left, 'full' when some
 * work but nothing is left, 'off' when nobody works (the clinic's closed weekdays).
 */
export const clinicDay = doctorDay;
export type ClinicDay = DoctorDay;

/** A service with the treatments (appointment options) of its category, for the detail page. */
export const serviceDetail = service.extend({
  treatments: z.array(
    appointmentOption.pick({ _id: true, name: true, title: true, price: true, currency: true }),
  ),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;
