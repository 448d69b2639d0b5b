import type {
  AppointmentOption,
  Blog,
  Booking,
  BookingDetail,
  BookingResult,
  ClientConfig,
  ClinicDay,
  Doctor,
  DoctorUpcomingBookings,
  FirstFreeDay,
  InvitationView,
  Me,
  NotificationSettings,
  OwnDoctorProfile,
  PaymentIntentResponse,
  PaymentResult,
  DoctorDay,
  PublicDoctor,
  SandboxConfirmResult,
  SslcommerzSessionResponse,
  Service,
  ServiceDetail,
  Specialty,
  UploadedImage,
  UserListEntry,
  Agenda,
  Schedule,
  BookingRecord,
  ClinicalProfile,
  ConsultationNotes,
  HealthRecord,
  Prescription,
  PrescriptionVerification,
  Report,
  ChatMessage,
  ConsultationRoom,
  IceServers,
  WaitlistEntry,
  PatientProfile,
  StaffList,
  Presence,
  OnDemandOffer,
  OnDemandAccepted,
  TreatmentSettings,
  OnDemandCreated,
  OnDemandStatus,
  OnDemandTreatment,
  MyPlan,
  PayableSummary,
  PlanOffer,
  PlanSubscription,
  LabTest,
  PushTestResult,
  LabTestEntry,
  DeliveryFeeQuote,
  Order,
  PrescriptionOrderLines,
  PrescriptionPhotoUploaded,
  CollectionSlot,
  HomeCollectionFee,
  LabOrder,
  RecordTestResult,
  PrescriptionLabTests,
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
  'GET /api/appointmentOptions/first-free-day': FirstFreeDay;
  'GET /api/appointmentOptions/days': ClinicDay[];
  'GET /api/appointmentSpecialty': Specialty[];
  'GET /api/doctors': Doctor[];
  'GET /api/public/doctors': PublicDoctor[];
  'GET /api/public/doctors/:id': PublicDoctor;
  'GET /api/public/doctors/:id/days': DoctorDay[];
  'POST /api/doctors': { acknowledged: boolean; insertedId: string };
  'POST /api/doctors/:id/invitation': { acknowledged: boolean };
  'PATCH /api/doctors/:id': { modifiedCount: number };
  'GET /api/doctors/:id/upcoming-bookings': DoctorUpcomingBookings;
  'DELETE /api/doctors/:id': { deletedCount: number };
  'GET /api/staff': StaffList;
  'POST /api/staff/invitations': { acknowledged: boolean; insertedId: string };
  'DELETE /api/staff/invitations/:id': { deletedCount: number };
  'DELETE /api/staff/:id': { deletedCount: number };
  'GET /api/me': Me;
  'GET /api/me/doctor-profile': OwnDoctorProfile;
  'PATCH /api/me/doctor-profile': { modifiedCount: number };
  'GET /api/profile/notifications': NotificationSettings;
  'PUT /api/profile/notifications': NotificationSettings;
  'GET /api/invitations/:token': InvitationView;
  'POST /api/invitations/:token/accept': { acknowledged: boolean };
  'POST /api/auth/sign-in/email': { redirect: boolean; token: string };
  'POST /api/auth/sign-out': { success: boolean };
  'POST /api/auth/phone-number/send-otp': { message: string };
  'POST /api/auth/phone-number/verify': {
    status: boolean;
    token: string | null;
    user: { id: string; email: string };
  };
  'POST /api/auth/sign-up/email': { token: string | null };
  'POST /api/auth/send-verification-email': { status: boolean };
  'POST /api/users': { acknowledged: boolean };
  'POST /api/uploads/images': UploadedImage;
  'GET /api/users': UserListEntry[];
  'PUT /api/users/admin/:id': { modifiedCount: number };
  'DELETE /api/users/admin/:id': { modifiedCount: number };
  'GET /api/me/schedule': Schedule;
  'PUT /api/me/schedule': Schedule;
  'GET /api/doctors/:id/schedule': Schedule;
  'PUT /api/doctors/:id/schedule': Schedule;
  'GET /api/me/agenda': Agenda;
  'POST /api/bookings/:id/no-show': { bookingId: string; status: Booking['status'] };
  'POST /api/bookings/:id/reschedule': Booking;
  'GET /api/me/clinical-profile': ClinicalProfile;
  'PUT /api/me/clinical-profile': ClinicalProfile;
  'POST /api/me/consent': ClinicalProfile;
  'GET /api/me/health-record': HealthRecord;
  'POST /api/me/reports': Report;
  'DELETE /api/reports/:id': { deletedCount: number };
  'GET /api/bookings/:id/record': BookingRecord;
  'PUT /api/bookings/:id/notes': ConsultationNotes;
  'POST /api/bookings/:id/prescriptions': Prescription;
  'POST /api/bookings/:id/complete': { bookingId: string; status: string };
  'GET /api/verify/:code': PrescriptionVerification;
  'GET /api/consultations/:id': ConsultationRoom;
  'GET /api/consultations/:id/messages': ChatMessage[];
  'POST /api/consultations/:id/messages': ChatMessage;
  'GET /api/consultations/:id/ice-servers': IceServers;
  'GET /api/bookings': Booking[];
  'GET /api/bookings/:id': BookingDetail;
  'POST /api/booking': BookingResult;
  'DELETE /api/booking/:id': { deletedCount: number };
  'POST /api/create-payment-intent': PaymentIntentResponse;
  'POST /api/payments': PaymentResult;
  'POST /api/payments/sandbox/confirm': SandboxConfirmResult;
  'POST /api/payments/sslcommerz/session': SslcommerzSessionResponse;
  'GET /api/waitlist': WaitlistEntry[];
  'GET /api/waitlist/:id': WaitlistEntry;
  'POST /api/waitlist': WaitlistEntry;
  'DELETE /api/waitlist/:id': { deletedCount: number };
  'POST /api/waitlist/:id/book': BookingResult;
  'GET /api/family': PatientProfile[];
  'POST /api/family': PatientProfile;
  'PATCH /api/family/:id': PatientProfile;
  'DELETE /api/family/:id': { deletedCount: number };
  'GET /api/on-demand/presence': Presence;
  'PUT /api/on-demand/presence': Presence;
  'GET /api/on-demand/offer': OnDemandOffer | null;
  'POST /api/on-demand/:id/accept': OnDemandAccepted;
  'POST /api/on-demand/:id/decline': null;
  'GET /api/treatments': TreatmentSettings[];
  'PATCH /api/treatments/:id': TreatmentSettings;
  'GET /api/on-demand': OnDemandTreatment[];
  'POST /api/on-demand': OnDemandCreated;
  'GET /api/on-demand/:id': OnDemandStatus;
  'GET /api/plans': PlanOffer[];
  'POST /api/plan-subscriptions': PlanSubscription;
  'GET /api/plan-subscriptions/:id': PlanSubscription;
  'GET /api/me/plan': MyPlan;
  'GET /api/payables/:id': PayableSummary;
  'POST /api/admin/plan-subscriptions/:id/refund': PlanSubscription;
  'GET /api/lab-tests': LabTest[];
  'POST /api/push-subscriptions': null;
  'DELETE /api/push-subscriptions': null;
  'POST /api/push-subscriptions/test': PushTestResult;
  'GET /api/lab-tests/:id/entry': LabTestEntry;
  'PATCH /api/lab-tests/:id': LabTestEntry;
  'PUT /api/lab-tests/:id/values/:valueId/ranges': LabTestEntry;
  'GET /api/prescriptions/:id/order-lines': PrescriptionOrderLines;
  'POST /api/prescription-photos': PrescriptionPhotoUploaded;
  'POST /api/orders': Order;
  'GET /api/orders': Order[];
  'GET /api/orders/delivery-fee': DeliveryFeeQuote;
  'GET /api/orders/:id': Order;
  'GET /api/orders/:id/prescription': Prescription;
  'PATCH /api/orders/:id': Order;
  'DELETE /api/orders/:id': Order;
  'GET /api/lab-collection-slots': CollectionSlot[];
  'GET /api/prescriptions/:id/lab-tests': PrescriptionLabTests;
  'GET /api/lab-orders': LabOrder[];
  'GET /api/lab-orders/home-collection-fee': HomeCollectionFee;
  'POST /api/lab-orders': LabOrder;
  'GET /api/lab-orders/:id': LabOrder;
  'DELETE /api/lab-orders/:id': LabOrder;
  'PATCH /api/lab-orders/:id': LabOrder;
  'POST /api/lab-orders/:id/results': LabOrder;
  'GET /api/patients/:id/test-results': RecordTestResult[];
}

export type ApiRoute = keyof ApiAnswers;
