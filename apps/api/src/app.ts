import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { SIGNAL_MESSAGE_MAX_BYTES } from '@sustho/contracts';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  cardProviderName,
  proxyTrust,
  publicUrl,
  reportsDir,
  uploadsDir,
  type Env,
  trustedOrigins,
} from './config/env.js';
import type { Database, DatabaseHandle, RunChange } from './db/client.js';
import { databaseBus, redisBus, type Bus } from './lib/bus.js';
import { changeBarrier } from './lib/change-barrier.js';
import { redactUrl } from './lib/redact-url.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { accessTokens, type AccessTokens } from './modules/auth/access-token.js';
import { createAuth, type Auth } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { auditService, type AuditService } from './modules/audit/service.js';
import { bookingHooks, type BookingHooks } from './modules/bookings/hooks.js';
import { bookingsRoutes } from './modules/bookings/routes.js';
import { calendarFileService, type CalendarFileService } from './modules/notices/calendar-file.js';
import { noticesRoutes } from './modules/notices/routes.js';
import { bookingsService, type BookingsService } from './modules/bookings/service.js';
import { ownBookingsCache, type OwnBookingsCache } from './modules/bookings/own-bookings.js';
import { clientConfigRoutes } from './modules/client-config/routes.js';
import { consultationsRoutes } from './modules/consultations/routes.js';
import { isRoomOpen } from './modules/consultations/room-window.js';
import {
  consultationsService,
  type ConsultationsService,
} from './modules/consultations/service.js';
import { directoryRoutes } from './modules/directory/routes.js';
import { directoryService, type DirectoryService } from './modules/directory/service.js';
import { doctorsRoutes } from './modules/doctors/routes.js';
import { doctorsService, type DoctorsService } from './modules/doctors/service.js';
import { doctorInvitationKind } from './modules/doctors/invitation-kind.js';
import { invitationsRoutes } from './modules/invitations/routes.js';
import { invitationsService, type InvitationsService } from './modules/invitations/service.js';
import { staffInvitationKind } from './modules/staff/invitation-kind.js';
import { staffRoutes } from './modules/staff/routes.js';
import { staffService, type StaffService } from './modules/staff/service.js';
import {
  changePolicy,
  labOrderSettings,
  onDemandSettings,
  ordersSettings,
  subscribeToBookings,
} from './compose.js';
import { payableKinds } from './modules/payments/payable.js';
import { plansService, type PlansService, subscriptionPayable } from './modules/plans/index.js';
import { plansRoutes } from './modules/plans/routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { selectPaymentProviders } from './modules/payments/select-provider.js';
import { SSLCOMMERZ_RETURN_PATHS } from './modules/payments/sslcommerz-provider.js';
import { paymentsService, type PaymentsService } from './modules/payments/service.js';
import { STRIPE_CSP_ORIGINS } from './modules/payments/stripe-provider.js';
import { profileRoutes } from './modules/profile/routes.js';
import { profileService, type ProfileService } from './modules/profile/service.js';
import { recordsRoutes } from './modules/records/routes.js';
import { localReportStorage } from './modules/records/report-storage.js';
import { recordsService, type RecordsService } from './modules/records/service.js';
import { agendaRoutes } from './modules/schedule/agenda-routes.js';
import { agendaService, type AgendaService } from './modules/schedule/agenda-service.js';
import { scheduleRoutes } from './modules/schedule/routes.js';
import { scheduleService, type ScheduleService } from './modules/schedule/service.js';
import { localImageStorage, UPLOADS_URL_PREFIX } from './modules/uploads/image-storage.js';
import { uploadedFiles } from './plugins/uploaded-files.js';
import { uploadsRoutes } from './modules/uploads/routes.js';
import { uploadsService, type UploadsService } from './modules/uploads/service.js';
import { usersAdminRoutes } from './modules/users/admin-routes.js';
import { usersAdminService, type UsersAdminService } from './modules/users/admin-service.js';
import { usersRoutes } from './modules/users/routes.js';
import { unlinkDeletedAccount } from './modules/doctors/forget-account.js';
import { usersService, type UsersService } from './modules/users/service.js';
import { waitlistRoutes } from './modules/waitlist/routes.js';
import { waitlistService, type WaitlistService } from './modules/waitlist/service.js';
import { authGuards } from './plugins/auth-guards.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { treatmentSettingsRoutes } from './modules/catalog/treatment-settings-routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { contactService, type ContactService } from './modules/contact/service.js';
import { catalogService, type CatalogService } from './modules/catalog/service.js';
import { catalogCache, type CatalogCache } from './modules/catalog/catalog-cache.js';
import {
  treatmentSettingsService,
  type TreatmentSettingsService,
} from './modules/catalog/treatment-settings.js';
import { familyRoutes } from './modules/family/routes.js';
import { familyService, type FamilyService } from './modules/family/service.js';
import {
  dispatcher,
  listenToQueue,
  onDemandService,
  type OnDemandService,
} from './modules/on-demand/index.js';
import { onDemandRoutes } from './modules/on-demand/routes.js';
import { labService, type LabService } from './modules/lab/index.js';
import { labRoutes } from './modules/lab/routes.js';
import {
  labOrderPayable,
  labOrdersRoutes,
  labOrdersService,
  type LabOrdersService,
} from './modules/lab-orders/index.js';
import { healthRoutes } from './modules/health/routes.js';
import { pharmacyRoutes } from './modules/pharmacy/routes.js';
import {
  forgetAccountOrders,
  orderPayable,
  ordersRoutes,
  ordersService,
  type OrdersService,
} from './modules/orders/index.js';
import { pharmacyService, type PharmacyService } from './modules/pharmacy/service.js';
import { pushService, type PushService } from './modules/push/index.js';
import { pushRoutes } from './modules/push/routes.js';
import { healthService, type HealthService } from './modules/health/service.js';
import { apiDocs } from './plugins/api-docs.js';
import { errorHandler } from './plugins/error-handler.js';
import { inputGuard } from './plugins/input-guard.js';
import { originCheck } from './plugins/origin-check.js';
import { personalAnswers } from './plugins/personal-answers.js';
import { securityHeaders } from './plugins/security-headers.js';
import { webApp } from './plugins/web-app.js';

export interface Services {
  health: HealthService;
  family: FamilyService;
  catalog: CatalogService;
  catalogCache: CatalogCache;
  treatmentSettings: TreatmentSettingsService;
  contact: ContactService;
  bookings: BookingsService;
  /** What happens to bookings, and who reacts to it (compose.ts). */
  bookingHooks: BookingHooks;
  ownBookings: OwnBookingsCache;
  payments: PaymentsService;
  users: UsersService;
  profile: ProfileService;
  usersAdmin: UsersAdminService;
  doctors: DoctorsService;
  directory: DirectoryService;
  schedule: ScheduleService;
  agenda: AgendaService;
  invitations: InvitationsService;
  staff: StaffService;
  uploads: UploadsService;
  audit: AuditService;
  records: RecordsService;
  consultations: ConsultationsService;
  waitlist: WaitlistService;
  calendarFile: CalendarFileService;
  onDemand: OnDemandService;
  plans: PlansService;
  lab: LabService;
  labOrders: LabOrdersService;
  pharmacy: PharmacyService;
  orders: OrdersService;
  push: PushService;
}

export interface AuthServices {
  auth: Auth;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's change carries the caches' barrier (decision 038): its handler runs the change
     * through `request.runChange`, and the answer waits for that barrier instead of sending one
     * after the change.
     */
    barrierWithChange?: boolean;
  }
  interface FastifyRequest {
    /** Runs this request's change; set on a route with the `barrierWithChange` option. */
    runChange?: RunChange;
  }
  interface FastifyInstance {
    env: Env;
    db: Database;
    services: Services;
    authServices: AuthServices;
    /** Publish/subscribe across API processes (signalling). */
    bus: Bus;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Signs sessions and access tokens: AUTH_SECRET, or the one generated into the data folder. */
  secret: string;
  logger?: FastifyServerOptions['logger'];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Largest JSON body the API reads; bigger ones answer 413 before any handler runs. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** A request as the log shows it: tokens in reset, verification and invitation links are redacted. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Builds the whole API and web server around an open database. Plugins go in a fixed order:
 * external (errors, headers, docs), then the services, then the routes, then the web app.
 */
export async function buildApp({ env, database, secret, logger }: BuildAppOptions) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: { req: loggedRequest },
            ...(typeof logger === 'object' ? logger : {}),
          },
    // Behind a load balancer the client's address is in X-Forwarded-For; anywhere else that
    // header is the client's own claim and must not choose its rate-limit bucket.
    trustProxy: proxyTrust(env),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A change answered to its caller has reached this process's caches first, so the caller's next
  // read here sees it; other processes hear it through the same notifications (decision 028).
  const barrier = changeBarrier(database.notifications);
  app.addHook('onClose', () => barrier.close());
  const carriers = new WeakMap<FastifyRequest, ReturnType<typeof barrier.carrier>>();
  app.decorateRequest('runChange', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.barrierWithChange) return;
    const carrier = barrier.carrier(database);
    carriers.set(request, carrier);
    request.runChange = carrier.run;
  });
  app.addHook('onSend', async (request) => {
    const carrier = carriers.get(request);
    if (carrier) await carrier.heard();
    else if (STATE_CHANGING.has(request.method) && request.url.startsWith('/api/'))
      await barrier.caughtUp();
  });

  app.decorate('env', env);
  app.decorate('db', database.db);
  const db = database.db;
  const calendar = { timeZone: env.CLINIC_TIME_ZONE, horizonDays: env.BOOKING_HORIZON_DAYS };
  const catalog = catalogService(db, calendar);
  const hooks = bookingHooks();
  const payables = payableKinds();
  const payments = paymentsService(
    db,
    selectPaymentProviders(env, db),
    publicUrl(env),
    hooks,
    payables,
  );
  subscribeToBookings(hooks, env, payments);
  const plans = plansService(
    db,
    { currency: env.CURRENCY, timeZone: env.CLINIC_TIME_ZONE },
    payments,
  );
  payables.register(subscriptionPayable(plans, publicUrl(env)));
  hooks.provideCoverage(plans.coverage);
  const lab = labService(db);
  const labOrders = labOrdersService(db, labOrderSettings(env), {
    payments,
    plans,
    lab,
    storage: localReportStorage(reportsDir(env)),
  });
  payables.register(labOrderPayable(labOrders));
  const users = usersService(
    db,
    env.CLINIC_TIME_ZONE,
    payments,
    hooks,
    async (tx, userId) => {
      await unlinkDeletedAccount(tx, userId);
      await forgetAccountOrders(tx, userId, payments);
    },
    async (patientId) => {
      await labOrders.cancelForPatient(patientId);
      await orders.cancelForPatient(patientId);
    },
  );
  const roomHours = {
    timeZone: env.CLINIC_TIME_ZONE,
    earlyJoinMinutes: env.CONSULTATION_EARLY_JOIN_MINUTES,
    lateMinutes: env.CONSULTATION_LATE_MINUTES,
    onDemandRoomMinutes: env.ON_DEMAND_ROOM_MINUTES,
  };
  // Redis when configured (the processes may then even use different databases), else the
  // database's own LISTEN/NOTIFY.
  const bus = env.REDIS_URL ? redisBus(env.REDIS_URL) : databaseBus(database.notifications);
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  const consultations = consultationsService(db, roomHours, bus, {
    stunUrls: env.ICE_STUN_URLS,
    turnUrls: env.ICE_TURN_URLS,
    turnSecret: env.ICE_TURN_SECRET,
  });
  const records = recordsService(
    db,
    {
      publicUrl: publicUrl(env),
      timeZone: env.CLINIC_TIME_ZONE,
      reportsQuotaMb: env.REPORTS_QUOTA_MB,
    },
    localReportStorage(reportsDir(env)),
    {
      prescriptionIssued: (bookingId) => consultations.announceChanged(bookingId),
      bookingChanges: hooks,
      labResults: labOrders,
    },
  );
  const orders = ordersService(db, ordersSettings(env), { plans, payments, records });
  payables.register(orderPayable(orders));
  const catalogKept = catalogCache(database.notifications, catalog, env.READ_CACHES);
  app.addHook('onClose', () => catalogKept.close());
  const bookings = bookingsService(
    db,
    catalog,
    {
      ...calendar,
      roomOpen: (booking, now) => isRoomOpen(booking, roomHours, now),
      changes: changePolicy(env),
      paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
      followUpDays: env.FOLLOW_UP_DAYS,
    },
    hooks,
    users.accountIdByEmail,
  );
  const ownBookings = ownBookingsCache(
    database.notifications,
    bookings,
    env.CLINIC_TIME_ZONE,
    env.READ_CACHES,
  );
  app.addHook('onClose', () => ownBookings.close());
  const stopQueue = await listenToQueue(
    db,
    database.notifications,
    dispatcher(db, onDemandSettings(env), app.log),
  );
  app.addHook('onClose', stopQueue);
  app.decorate('services', {
    health: healthService(db),
    family: familyService(db, { maxMembers: env.MAX_FAMILY_MEMBERS }),
    catalog,
    catalogCache: catalogKept,
    treatmentSettings: treatmentSettingsService(db),
    contact: contactService(db),
    bookings,
    bookingHooks: hooks,
    ownBookings,
    payments,
    users,
    profile: profileService(db, users, records, orders, labOrders),
    usersAdmin: usersAdminService(db, users, env.ADMIN_EMAILS, plans),
    doctors: doctorsService(
      db,
      { timeZone: env.CLINIC_TIME_ZONE, publicUrl: publicUrl(env) },
      payments,
      hooks,
    ),
    directory: directoryService(db, catalog),
    calendarFile: calendarFileService(db, {
      timeZone: env.CLINIC_TIME_ZONE,
      publicUrl: publicUrl(env),
    }),
    schedule: scheduleService(db, env.CLINIC_TIME_ZONE),
    agenda: agendaService(db, roomHours),
    invitations: invitationsService(db, env.CLINIC_TIME_ZONE, [
      doctorInvitationKind,
      staffInvitationKind,
    ]),
    staff: staffService(db, { publicUrl: publicUrl(env) }),
    uploads: uploadsService(localImageStorage(uploadsDir(env))),
    audit: auditService(db),
    records,
    consultations,
    waitlist: waitlistService(db, catalog, bookings, env.CLINIC_TIME_ZONE),
    onDemand: onDemandService(db, onDemandSettings(env), hooks),
    plans,
    lab,
    labOrders,
    pharmacy: pharmacyService(db, env.CURRENCY),
    orders,
    push: pushService(db, { serviceHosts: env.PUSH_SERVICE_HOSTS }),
  });
  const tokens = accessTokens(db, secret, database.notifications, env.READ_CACHES);
  app.addHook('onClose', () => tokens.close());
  const rateLimiter = env.REDIS_URL ? redisRateLimiter(env.REDIS_URL) : memoryRateLimiter();
  app.decorate('authServices', {
    auth: createAuth(db, env, secret),
    accessTokens: tokens,
    rateLimiter,
  });
  app.addHook('onClose', () => rateLimiter.close());

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(originCheck, {
    origins: trustedOrigins(env),
    // The gateway posts the patient back from its own site; these routes ignore cookies and trust
    // only what its validation API confirms, so a cross-site post can forge nothing (decision 020).
    crossSitePaths: Object.values(SSLCOMMERZ_RETURN_PATHS),
  });
  await app.register(securityHeaders, {
    production: env.NODE_ENV === 'production',
    ...(cardProviderName(env) === 'stripe' ? STRIPE_CSP_ORIGINS : {}),
  });
  await app.register(apiDocs);
  await app.register(personalAnswers);
  await app.register(authGuards);
  // Frames above the limit close the socket (1009) before any handler reads them.
  await app.register(fastifyWebsocket, { options: { maxPayload: SIGNAL_MESSAGE_MAX_BYTES } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(treatmentSettingsRoutes);
      await api.register(contactRoutes);
      await api.register(bookingsRoutes);
      await api.register(noticesRoutes);
      await api.register(paymentsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(clientConfigRoutes);
      await api.register(profileRoutes);
      await api.register(usersAdminRoutes);
      await api.register(doctorsRoutes);
      await api.register(directoryRoutes);
      await api.register(scheduleRoutes);
      await api.register(agendaRoutes);
      await api.register(invitationsRoutes);
      await api.register(staffRoutes);
      await api.register(uploadsRoutes);
      await api.register(auditRoutes);
      await api.register(recordsRoutes);
      await api.register(consultationsRoutes);
      await api.register(waitlistRoutes);
      await api.register(familyRoutes);
      await api.register(onDemandRoutes);
      await api.register(plansRoutes);
      await api.register(labRoutes);
      await api.register(labOrdersRoutes);
      await api.register(pharmacyRoutes);
      await api.register(ordersRoutes);
      await api.register(pushRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(uploadedFiles, { prefix: UPLOADS_URL_PREFIX, dir: uploadsDir(env) });

  await app.register(webApp, { distDir: env.WEB_DIST_DIR, serverEntry: env.WEB_SERVER_ENTRY });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
