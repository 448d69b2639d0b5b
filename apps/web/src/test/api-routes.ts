import type {
  AppointmentOption,
  Blog,
  Booking,
  BookingDetail,
  BookingResult,
  ClientConfig,
  Doctor,
  InvitationView,
  Me,
  NotificationSettings,
  OwnDoctorProfile,
  PaymentIntentResponse,
  PaymentResult,
  PublicDoctor,
  SandboxConfirmResult,
  Service,
  ServiceDetail,
  Specialty,
  UploadedImage,
  UserListEntry,
  Agenda,
  Schedule,
} from '@sustho/contracts';
import type { SessionPayload } from '../lib/session';

/**
 * What each API route answers, by method and path (`:name` stands for one path segment). A test's
 * fixture for a route must have this type, so a fixture the server could never send fails to
 * compile.
 */
export interface ApiAnswers {
  'GET /api/auth/get-session': SessionPayload | null;
  'GET /api/jwt': { accessToken: string };
  'GET /api/users/admin/:email': { isAdmin: boolean };
  'GET /api/client-config': ClientConfig;
  'GET /api/services': Service[];
  'GET /api/services/:name': ServiceDetail;
  'GET /api/blogs': Blog[];
  'GET /api/blogs/:id': Blog;
  'GET /api/appointmentOptions': AppointmentOption[];
  'GET /api/appointmentSpecialty': Specialty[];
  'GET /api/doctors': Doctor[];
  'GET /api/public/doctors': PublicDoctor[];
  'GET /api/public/doctors/:id': PublicDoctor;
  'POST /api/doctors': { acknowledged: boolean; insertedId: string };
  'POST /api/doctors/:id/invitation': { acknowledged: boolean };
  'PATCH /api/doctors/:id': { modifiedCount: number };
  'GET /api/me': Me;
  'GET /api/me/doctor-profile': OwnDoctorProfile;
  'PATCH /api/me/doctor-profile': { modifiedCount: number };
  'GET /api/profile/notifications': NotificationSettings;
  'PUT /api/profile/notifications': NotificationSettings;
  'GET /api/invitations/:token': InvitationView;
  'POST /api/invitations/:token/accept': { acknowledged: boolean };
  'POST /api/auth/sign-in/email': { redirect: boolean; token: string };
  'POST /api/uploads/images': UploadedImage;
  'GET /api/users': UserListEntry[];
  'GET /api/me/schedule': Schedule;
  'PUT /api/me/schedule': Schedule;
  'GET /api/doctors/:id/schedule': Schedule;
  'PUT /api/doctors/:id/schedule': Schedule;
  'GET /api/me/agenda': Agenda;
  'POST /api/bookings/:id/no-show': { bookingId: string; status: Booking['status'] };
  'GET /api/bookings': Booking[];
  'GET /api/bookings/:id': BookingDetail;
  'POST /api/booking': BookingResult;
  'DELETE /api/booking/:id': { deletedCount: number };
  'POST /api/create-payment-intent': PaymentIntentResponse;
  'POST /api/payments': PaymentResult;
  'POST /api/payments/sandbox/confirm': SandboxConfirmResult;
}

export type ApiRoute = keyof ApiAnswers;
