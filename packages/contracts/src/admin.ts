import { z } from 'zod';
import { PLANS } from './plan-terms.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, user } from './accounts.js';
import { personName } from './common.js';
import { currency } from './money.js';
import { INVITED_ROLES } from './roles.js';

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
export const userListEntry = user.extend({
  noShows: z.number().int(),
  /** The plan that runs today: its subscription (for a refund) and end, or null. */
  plan: z
    .object({
      subscriptionId: z.string(),
      plan: z.enum(PLANS),
      endsOn: z.string(),
      paid: z.boolean(),
    })
    .nullable(),
});
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

/** 'Invited' until the doctor accepts their invitation and has an account, then 'Active'. */
export const DOCTOR_STATUSES = ['invited', 'active'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

export const BMDC_NUMBER_PATTERN = /^[A-Z]-[0-9]{1,8}$/;
export const MAX_DOCTOR_LANGUAGES = 10;

const qualificationsText = z
  .string()
  .trim()
  .max(200, { message: 'must be at most 200 characters' })
  .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' });
const bioText = z.string().trim().max(1000, { message: 'must be at most 1000 characters' });

/**
 * The profile a doctor shows patients besides name and photo; every field may be left out.
 * `qualificationsBn` and `bioBn` are their Bangla, shown to Bangla readers; empty, those read the
 * English (decision 042).
 */
export const doctorProfileFields = z.object({
  bmdcNumber: z
    .string()
    .trim()
    .regex(BMDC_NUMBER_PATTERN, {
      message:
        "must be a BMDC registration number such as 'A-12345': a capital letter, a dash and up to 8 digits",
    })
    .nullable(),
  qualifications: qualificationsText,
  qualificationsBn: qualificationsText,
  experienceYears: z
    .number({ message: 'must be a whole number of years from 0 to 80' })
    .int({ message: 'must be a whole number of years from 0 to 80' })
    .min(0, { message: 'must be a whole number of years from 0 to 80' })
    .max(80, { message: 'must be a whole number of years from 0 to 80' })
    .nullable(),
  languages: z
    .array(
      z
        .string({ message: 'must be a list of language names' })
        .trim()
        .min(1, { message: 'must not contain an empty language' })
        .max(40, { message: 'must contain names of at most 40 characters' }),
      { message: 'must be a list of language names' },
    )
    .max(MAX_DOCTOR_LANGUAGES, { message: `must list at most ${MAX_DOCTOR_LANGUAGES} languages` }),
  bio: bioText,
  bioBn: bioText,
});
export type DoctorProfileFields = z.infer<typeof doctorProfileFields>;

export const doctor = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The treatment name the doctor practises. */
  specialty: z.string(),
  image: z.string(),
  ...doctorProfileFields.shape,
  status: z.enum(DOCTOR_STATUSES),
});
export type Doctor = z.infer<typeof doctor>;

export const newDoctorInput = z.object({
  name: personName,
  email: z.email({ message: 'must be a valid e-mail address' }).max(320),
  specialty: z.string().trim().min(1, { message: 'is required' }).max(100),
  image: imageUrl,
  ...doctorProfileFields.partial().shape,
});
export type NewDoctorInput = z.infer<typeof newDoctorInput>;

/** PATCH /doctors/{id}: an admin changes any of a doctor's name, photo and profile. */
export const doctorUpdateInput = z.object({
  name: personName.optional(),
  image: imageUrl.optional(),
  ...doctorProfileFields.partial().shape,
});
export type DoctorUpdateInput = z.infer<typeof doctorUpdateInput>;

/**
 * GET /doctors/{id}/upcoming-bookings: what deleting the doctor would do now: cancel `upcoming`
 * bookings that have not started, refunding the `paid` ones among them in full.
 */
export const doctorUpcomingBookings = z.object({
  upcoming: z.number().int(),
  paid: z.number().int(),
});
export type DoctorUpcomingBookings = z.infer<typeof doctorUpcomingBookings>;

/** GET /me/doctor-profile: what a doctor shows patients, as they edit it on the profile page. */
export const ownDoctorProfile = z.object({
  name: z.string(),
  image: z.string(),
  ...doctorProfileFields.shape,
});
export type OwnDoctorProfile = z.infer<typeof ownDoctorProfile>;

/** PATCH /me/doctor-profile: a doctor changes their own photo and profile (not name or registration). */
export const ownDoctorProfileInput = doctorUpdateInput.omit({ name: true, bmdcNumber: true });
export type OwnDoctorProfileInput = z.infer<typeof ownDoctorProfileInput>;

/**
 * GET /invitations/{token}: whom the invitation is for, as what (a doctor or a staff role), and
 * whether they already have an account.
 */
export const invitationView = z.object({
  name: z.string(),
  role: z.enum(INVITED_ROLES),
  email: z.string(),
  accountExists: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const invitationTokenParam = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { message: 'This invitation link is not valid' }),
});

/** POST /invitations/{token}/accept: a password for a new account, or nothing when signed in. */
export const acceptInvitationInput = z.object({
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { message: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH)
    .optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export const insertedResult = z.object({ acknowledged: z.boolean(), insertedId: z.string() });

export const IMAGE_UPLOAD_FIELD = 'image';
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * POST /uploads/images, in an image host's shape (docs/product/api.md §4), which the client reads (`data.url`), with
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

/** GET /treatments: the treatment settings on Manage Doctors (admins). */
export const treatmentSettings = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  currency,
  slotMinutes: z.number().int(),
  /** Offered in Consult now (services.md §3). */
  onDemand: z.boolean(),
});
export type TreatmentSettings = z.infer<typeof treatmentSettings>;

/** PATCH /treatments/{id}: switch a treatment's Consult now on or off. */
export const treatmentSettingsPatch = z.object({ onDemand: z.boolean() });
export type TreatmentSettingsPatch = z.infer<typeof treatmentSettingsPatch>;
