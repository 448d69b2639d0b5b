import { z } from 'zod';
import { personName } from './common.js';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * A message from the landing page's contact form. The form and POST /api/contact validate with
 * this one schema; its messages are fragments that the form puts after the field's label.
 */
export const contactMessageInput = z.object({
  name: personName,
  email: z.email({ message: 'must be a valid e-mail address' }).max(320),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, {
      message: 'must be a phone number (digits, spaces, +, - and brackets)',
    }),
  message: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      message: `must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    }),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const contactCreated = z.object({ insertedId: z.string() });

/** A stored message as admins list it. */
export const contactMessage = contactMessageInput.extend({
  _id: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
