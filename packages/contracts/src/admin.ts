import { z } from 'zod';
import { user } from './accounts.js';
import { personName } from './common.js';

/** Rows per page of the admin lists when `?page=` is given; the full count is in X-Total-Count. */
export const ADMIN_PAGE_SIZE = 20;
export const TOTAL_COUNT_HEADER = 'x-total-count';

const page = z.coerce
  .number({ message: 'page must be a whole number from 1' })
  .int({ message: 'page must be a whole number from 1' })
  .min(1, { message: 'page must be a whole number from 1' })
  .max(100_000)
  .optional();

export const pageQuery = z.object({ page });

/** GET /users: `q` narrows to names or e-mails containing it; without `page` every match comes back. */
export const usersQuery = z.object({ q: z.string().trim().max(100).optional(), page });
export type UsersQuery = z.infer<typeof usersQuery>;

/** A row of All Users: the account, with how many consultations the patient missed. */
export const userListEntry = user.extend({ noShows: z.number().int() });
export type UserListEntry = z.infer<typeof userListEntry>;

export const userList = z.array(userListEntry);

export const modifiedCountResult = z.object({ modifiedCount: z.number().int() });
export const deletedCountResult = z.object({ deletedCount: z.number().int() });

/** Where a stored image may live: a path on this server (local uploads) or an http(s) URL (object storage). */
const imageUrl = z
  .string()
  .max(2048)
  .refine(
    (value) => /^\/(?!\/)/.test(value) || (/^https?:\/\//.test(value) && URL.canParse(value)),
    {
      message: 'must be the URL of an uploaded image',
    },
  );

export const doctor = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The treatment name the doctor practises. */
  specialty: z.string(),
  image: z.string(),
});
export type Doctor = z.infer<typeof doctor>;

export const newDoctorInput = z.object({
  name: personName,
  email: z.email({ message: 'must be a valid e-mail address' }).max(320),
  specialty: z.string().trim().min(1, { message: 'is required' }).max(100),
  image: imageUrl,
});
export type NewDoctorInput = z.infer<typeof newDoctorInput>;

export const insertedResult = z.object({ acknowledged: z.boolean(), insertedId: z.string() });

export const IMAGE_UPLOAD_FIELD = 'image';
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * POST /uploads/images, in the image host's shape the spec's client reads (`data.url`), with
 * the smaller renditions beside it the way that host names them.
 */
export const uploadedImage = z.object({
  success: z.literal(true),
  data: z.object({
    url: z.string(),
    medium: z.object({ url: z.string() }),
    thumb: z.object({ url: z.string() }),
  }),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const auditEntry = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
