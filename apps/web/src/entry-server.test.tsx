// @vitest-environment node
// The server renders public pages in Node, where there is no window or document: this file runs
// without a DOM, so a component that reaches for one during rendering fails here first.
import type { PlanOffer } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { renderedPage } from './test/rendered-page';
import { clinicDays, wireDate } from './features/appointments/clinic-calendar';
import { SERVER_STATE_ID, type ServerState } from './app/server-state';
import { copy } from './copy/en';
import { clinicalRecordCopy } from './copy/en/clinical-record';
import { apiStub, failure, type ApiRoutes } from './test/stub-api';
import type { SessionUser } from './lib/session';
import { testClientConfig } from './test/client-config';

const services = [
  { name: 'Medical', title: 'Medical', description: 'General physicians by video' },
];
const blogs = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Sleep </script><script>alert(1)</script>',
    discription: 'Rest well.',
  },
];
const plans: PlanOffer[] = [
  {
    plan: 'professional',
    name: 'Professional',
    monthlyPrice: 8,
    yearlyPrice: 80,
    currency: 'USD',
    benefits: ['4 consultations every 30 days'],
    consultationsIncluded: 4,
  },
];
const send = apiStub({
  'GET /api/services': services,
  'GET /api/plans': plans,
  'GET /api/blogs': blogs,
  'GET /api/client-config': testClientConfig(),
}).fetch;

const rahim: SessionUser = {
  id: 'u-rahim',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
  role: 'user',
};

/**
 * The API as one signed-in patient's cookie sees it: their session and one booking of theirs,
 * named by their e-mail; each answer waits `delayMs`, so two readers' renders interleave.
 */
function readerApi(user: SessionUser, delayMs = 0, routes: ApiRoutes = {}) {
  const later = <T,>(value: T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  return apiStub({
    'GET /api/auth/get-session': () =>
      later({ user, session: { id: `s-${user.id}`, expiresAt: '2026-12-31T00:00:00Z' } }),
    'GET /api/users/admin/:email': () => later({ isAdmin: false }),
    'GET /api/me': () => later({ ...user, role: 'user' as const, doctorId: null }),
    'GET /api/client-config': testClientConfig(),
    'GET /api/bookings': () =>
      later([
        {
          _id: `b-${user.id}`,
          kind: 'scheduled',
          appointmentDate: 'Dec 1, 2026',
          treatmentName: 'Cardiology Consultation',
          doctorId: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
          doctorName: 'Dr. Amina Rahman',
          patientId: user.id,
          patientName: `Booked for ${user.email}`,
          slot: '09:00 AM - 09:30 AM',
          email: user.email,
          phone: '01712345678',
          price: 0,
          currency: 'USD' as const,
          paid: false,
          status: 'active' as const,
          refunded: false,
          refundedAmount: 0,
          coveredBy: null,
          roomOpen: false,
          reschedulable: true,
          refundOnCancel: true,
          payBy: null,
          followUpOf: null,
          followUpUntil: null,
        },
      ]),
    'GET /api/waitlist': [],
    ...routes,
  });
}

function stateOf(head: string): ServerState {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`,
  ).exec(head);
  return JSON.parse(match![1]!) as ServerState;
}

describe('rendering public pages on the server', () => {
  it('renders the services page with its list, title and description, and hands over the list', async () => {
    const page = await renderedPage('/services', send, 'en');
    expect(page!.html).toContain('General physicians by video');
    expect(page!.html).toContain('href="/services/Medical"');
    expect(page!.head).toContain(`<title>${copy.services.title}</title>`);
    expect(page!.head).toContain(
      `<meta name="description" content="${copy.services.metaDescription}"/>`,
    );
    const state = stateOf(page!.head);
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([
      ['services'],
      ['client-config'],
    ]);
    expect(state.queries.queries[0]!.state.data).toEqual(services);
    expect(Object.values(state.router.loaderData ?? {})).toEqual([null]);
  });

  it('renders a page as a visitor sees it, with the sign-in links and buttons that wait for the browser', async () => {
    const page = await renderedPage('/login', send, 'en');
    expect(page!.html).toContain(`>${copy.layout.nav.login}</a>`);
    // The form's button can be pressed at once (the early-press script keeps the press), and a
    // native submission would post the fields, never put them in the URL.
    const submit = /<button type="submit"[^>]*>/.exec(page!.html)![0];
    expect(submit).toContain('formMethod="post"');
    expect(submit).toContain(`data-kept-text="${copy.forms.kept}"`);
    expect(submit).not.toContain('disabled');
    expect(page!.html).toMatch(
      new RegExp(`aria-label="${copy.layout.theme.toDark}"[^>]*disabled=""`),
    );
  });

  it('escapes data so that it cannot close the state block early', async () => {
    const page = await renderedPage('/blogs', send, 'en');
    expect(page!.head.match(/<\/script>/g)).toHaveLength(1);
    expect(stateOf(page!.head).queries.queries[0]!.state.data).toEqual(blogs);
    expect(page!.html).toContain('Sleep &lt;/script&gt;');
  });

  it('renders the first screen of the landing page and leaves the sections below it to the browser', async () => {
    const page = await renderedPage('/', send, 'en');
    expect(page!.html).toContain(copy.home.heroTitle);
    expect(page!.html).not.toContain('id="contact"');
    // What the sections below need comes with it: the browser renders them without asking again.
    const queries = stateOf(page!.head).queries.queries;
    expect(queries.find((query) => query.queryKey.join() === 'plans,offers')?.state.data).toEqual(
      plans,
    );
  });

  it("renders the clinic's hours from its setting, this year's copyright, and no store badge without a store link", async () => {
    const page = await renderedPage('/', send, 'en');
    expect(page!.html).toContain('9.00 am to 5.00 pm every day');
    expect(page!.html).toContain('Saturday to Thursday, 10:00 AM to 7:00 PM, +880 1700-000000');
    expect(page!.html).toContain(`Copyright © ${new Date().getFullYear()} - All rights reserved`);
    expect(page!.html).not.toContain('app-store.svg');
    const bangla = await renderedPage('/', send, 'bn');
    expect(bangla!.html).toContain('প্রতিদিন, ');
    expect(bangla!.html).toContain('শনিবার থেকে বৃহস্পতিবার, ');

    const withStore = apiStub({
      'GET /api/client-config': testClientConfig({
        appStores: { appStore: null, googlePlay: 'https://play.example/sustho' },
      }),
    }).fetch;
    const linked = await renderedPage('/', withStore, 'en');
    expect(linked!.html).toContain('href="https://play.example/sustho"');
    expect(linked!.html).toContain('google-play.svg');
    expect(linked!.html).not.toContain('app-store.svg');
  });

  it('renders the public verification of a prescription: valid or replaced, with the doctor', async () => {
    const code = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    const answer = {
      status: 'valid' as const,
      replacedAt: null,
      doctorName: 'Dr. Farhana Rahman',
      bmdcNumber: 'A-12345',
      issuedAt: '2026-02-10T03:30:00Z',
    };
    const valid = await renderedPage(
      `/verify/${code}`,
      apiStub({ 'GET /api/verify/:code': answer }).fetch,
      'en',
    );
    expect(valid!.html).toContain(clinicalRecordCopy.verify.valid);
    expect(valid!.html).toContain('Dr. Farhana Rahman');
    expect(valid!.html).toContain('A-12345');
    const replaced = await renderedPage(
      `/verify/${code}`,
      apiStub({
        'GET /api/verify/:code': {
          ...answer,
          status: 'replaced',
          replacedAt: '2026-02-11T03:30:00Z',
        },
      }).fetch,
      'en',
    );
    expect(replaced!.html).toContain(clinicalRecordCopy.verify.replaced('Feb 11, 2026'));
  });

  it('renders a page whose data failed as loading, and leaves the fetch to the browser', async () => {
    const failing = apiStub({
      'GET /api/blogs': failure(503, 'Database unavailable'),
    }).fetch;
    const page = await renderedPage('/blogs', failing, 'en');
    expect(page!.html).toContain(
      `<h1 class="text-center text-3xl font-bold">${copy.blogs.heading.replace("'", '&#x27;')}</h1>`,
    );
    expect(page!.html).toContain('role="status"');
    expect(stateOf(page!.head).queries.queries).toEqual([]);
  });

  it('renders the doctors directory filtered by its URL, with its title and a search that works without the app', async () => {
    const doctor = {
      _id: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
      name: 'Dr. Amina Rahman',
      image: '/images/doctor-default.svg',
      specialty: 'Cardiology Consultation',
      treatmentName: 'Cardiology Consultation',
      category: 'Consultant',
      qualifications: 'MBBS, FCPS (Medicine)',
      experienceYears: 12,
      languages: ['English', 'Bangla'],
      bio: 'Sees adults with heart disease.',
      bmdcNumber: 'A-12345',
      price: 40,
      currency: 'USD' as const,
      nextAvailable: {
        date: 'Dec 1, 2026',
        slot: '09:00 AM - 09:30 AM',
        slots: ['09:00 AM - 09:30 AM'],
      },
    };
    const idle = { ...doctor, _id: '2c7a5b3f-4d6e-4f80-9bac-1d2e3f4a5b6c', nextAvailable: null };
    const directory = apiStub({
      'GET /api/public/doctors': [doctor, { ...idle, name: 'Dr. Karim Hossain' }],
      'GET /api/public/doctors/:id': doctor,
      'GET /api/appointmentSpecialty': [
        { _id: 'o-1', treatmentName: 'Cardiology Consultation', title: 'Cardiology Consultation' },
      ],
      'GET /api/client-config': testClientConfig(),
    });

    const page = await renderedPage(
      '/doctors?specialty=Cardiology+Consultation&q=amina',
      directory.fetch,
      'en',
    );
    expect(page!.head).toContain(`<title>${copy.doctors.title}</title>`);
    expect(page!.html).toContain(`>${copy.doctors.heading}</h1>`);
    expect(page!.html).toContain('href="/doctors/1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b"');
    expect(page!.html).toContain('Next available: Dec 1, 2026, 09:00 AM - 09:30 AM');
    expect(page!.html).toContain('No free slots in the next 60 days');
    expect(page!.html).toContain(`>${copy.layout.nav.doctors}</a>`);
    // A plain GET form: the browser can send it before the app runs, and the server renders the result.
    expect(page!.html).toMatch(/<form role="search"[^>]* action="\/doctors" method="get">/);
    expect(page!.html).toMatch(/<option value="Cardiology Consultation" selected="">/);
    expect(page!.html).toContain('value="amina"');
    expect(directory.calls.find((call) => call.request === 'GET /api/public/doctors')?.search).toBe(
      '?specialty=Cardiology+Consultation&q=amina',
    );

    const profile = await renderedPage(`/doctors/${doctor._id}`, directory.fetch, 'en');
    expect(profile!.head).toContain(`<title>${copy.doctors.profileTitle(doctor.name)}</title>`);
    expect(profile!.html).toContain('Sees adults with heart disease.');
    expect(profile!.html).toContain(copy.doctors.bmdc('A-12345'));
  });

  it("renders a signed-out visitor's dashboard as its frame with a spinner in the private page's place", async () => {
    const signedOut = apiStub({ 'GET /api/auth/get-session': null }).fetch;
    const page = await renderedPage('/dashboard/myAppointment', signedOut, 'en');
    expect(page!.html).toContain(`aria-label="${copy.dashboard.menuLabel}"`);
    expect(page!.html).toContain(copy.auth.guard.loading);
    expect(page!.html).not.toContain(copy.myAppointments.heading);
    expect(page!.personal).toBe(false);
    expect(stateOf(page!.head).queries.queries).toEqual([]);
  });

  it("answers /dashboard with a redirect to the reader's role's first page, and renders it for a visitor", async () => {
    expect(await renderPage('/dashboard', readerApi(rahim).fetch, 'en')).toEqual({
      redirectTo: '/dashboard/myAppointment',
    });
    const doctor = { ...rahim, id: 'u-doctor', role: 'doctor' as const };
    const asDoctor = readerApi(doctor, 0, { 'GET /api/me': { ...doctor, doctorId: 'd-1' } });
    expect(await renderPage('/dashboard', asDoctor.fetch, 'en')).toEqual({
      redirectTo: '/dashboard/agenda',
    });
    const asAdmin = readerApi(rahim, 0, { 'GET /api/users/admin/:email': { isAdmin: true } });
    expect(await renderPage('/dashboard', asAdmin.fetch, 'en')).toEqual({
      redirectTo: '/dashboard/allUsers',
    });

    const signedOut = apiStub({ 'GET /api/auth/get-session': null }).fetch;
    const page = await renderedPage('/dashboard', signedOut, 'en');
    expect(page!.html).toContain(copy.auth.guard.loading);
  });

  it("renders a signed-in page with the reader's own data, and hands it over", async () => {
    const page = await renderedPage('/dashboard/myAppointment', readerApi(rahim).fetch, 'en');
    expect(page!.personal).toBe(true);
    expect(page!.html).toContain(copy.myAppointments.heading);
    expect(page!.html).toContain('Cardiology Consultation');
    expect(page!.html).toContain(`>${copy.dashboard.myHealthRecord}</a>`);
    expect(page!.html).not.toContain(copy.auth.guard.loading);
    const keys = stateOf(page!.head).queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['session']);
    expect(keys).toContainEqual(['bookings', 'list', rahim.email]);
    expect(keys).toContainEqual(['waitlist', 'list']);
  });

  it("renders an admin's page with the data its loader names, like every signed-in page", async () => {
    const admin = { ...rahim, id: 'u-admin', email: 'admin@example.com', role: 'admin' as const };
    const page = await renderedPage(
      '/dashboard/allUsers',
      readerApi(admin, 0, {
        'GET /api/users/admin/:email': { isAdmin: true },
        'GET /api/me': { ...admin, doctorId: null },
        'GET /api/users': [
          {
            _id: 'u-nadia',
            name: 'Nadia Islam',
            email: 'nadia@example.com',
            role: 'user',
            noShows: 2,
            plan: null,
          },
        ],
      }).fetch,
      'en',
    );
    expect(page!.personal).toBe(true);
    expect(page!.html).toContain('nadia@example.com');
    expect(page!.html).not.toContain(copy.auth.guard.loading);
  });

  it("never lets one reader's render call the API as another reader, however their calls interleave", async () => {
    const karim = { ...rahim, id: 'u-karim', name: 'Karim Hossain', email: 'karim@example.com' };
    const [forRahim, forKarim] = await Promise.all([
      renderedPage('/dashboard/myAppointment', readerApi(rahim, 30).fetch, 'en'),
      renderedPage('/dashboard/myAppointment', readerApi(karim, 5).fetch, 'en'),
    ]);
    expect(forRahim!.html).toContain('Booked for rahim@example.com');
    expect(forRahim!.html).not.toContain('karim@example.com');
    expect(forKarim!.html).toContain('Booked for karim@example.com');
    expect(forKarim!.html).not.toContain('rahim@example.com');
  });

  it("renders the appointment page with its opening day's treatments, for the signed-in reader who may book them", async () => {
    const option = {
      _id: 'option-1',
      name: 'Cardiology Consultation',
      title: 'Cardiology Consultation',
      category: 'Consultant',
      price: 40,
      currency: 'USD' as const,
      doctorsImg: '/images/doctor-default.svg',
      slots: ['09:00 AM - 09:30 AM'],
      doctors: [
        {
          _id: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
          name: 'Dr. Amina Rahman',
          image: '/images/doctor-default.svg',
          slots: ['09:00 AM - 09:30 AM'],
        },
      ],
    };
    const reader = readerApi(rahim, 0, {
      'GET /api/appointmentOptions/first-free-day': { date: null },
      'GET /api/appointmentOptions/days': [],
      'GET /api/appointmentOptions': [option],
    });
    const page = await renderedPage('/appointment', reader.fetch, 'en');
    expect(page!.personal).toBe(true);
    expect(page!.html).toContain(copy.appointments.bookLabel('Cardiology Consultation'));
    // Its calendar's days and month arrows wait for the app, so a press cannot be lost.
    const dayButtons = [...page!.html.matchAll(/<td[^>]*data-day[^>]*><button([^>]*)>/g)];
    expect(dayButtons.length).toBeGreaterThan(27);
    expect(dayButtons.every(([, attributes]) => attributes!.includes('disabled'))).toBe(true);
    expect(page!.html).toMatch(/<button[^>]*disabled[^>]*aria-label="Go to the Next Month"/);
    const keys = stateOf(page!.head).queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['session']);
    expect(keys).toContainEqual([
      'treatments',
      wireDate(clinicDays(testClientConfig().clinic).today),
    ]);
  });

  it("renders the checkout as the cart's cookie says: an empty cart's message, else a spinner until the browser reads the cart", async () => {
    const reader = readerApi(rahim).fetch;
    const empty = await renderedPage('/pharmacy/checkout', reader, 'en');
    expect(empty!.personal).toBe(true);
    expect(empty!.html).toContain(copy.orders.checkout.heading);
    expect(empty!.html).toContain(copy.orders.checkout.emptyCart);
    expect(empty!.html).not.toContain(copy.layout.loading);

    const filled = await renderedPage('/pharmacy/checkout', reader, 'en', 'lang=en; cart_lines=2');
    expect(filled!.html).toContain(copy.orders.checkout.heading);
    expect(filled!.html).not.toContain(copy.orders.checkout.emptyCart);
    expect(filled!.html).toContain(copy.layout.loading);
  });

  it('renders the consultation room before joining for its patient, and leaves a stranger to the browser', async () => {
    const bookingId = '3d8b6c40-5e7f-4a91-8cbd-2e3f4a5b6c7d';
    const room = {
      bookingId,
      kind: 'scheduled' as const,
      role: 'patient' as const,
      status: 'upcoming' as const,
      date: '2026-12-01',
      slot: '9:00 AM - 9:30 AM',
      startsAt: '2026-12-01T03:00:00Z',
      opensAt: '2026-12-01T02:50:00Z',
      closesAt: '2026-12-01T03:45:00Z',
      treatmentName: 'Cardiology Consultation',
      doctorName: 'Dr. Amina Rahman',
      patientName: 'Rahim Uddin',
      patient: {
        patientId: rahim.id,
        name: 'Rahim Uddin',
        age: 36,
        child: false,
        guardianName: null,
      },
      paymentRequired: false,
      prescriptionReady: false,
    };
    const page = await renderedPage(
      `/consultation/${bookingId}`,
      readerApi(rahim, 0, { 'GET /api/consultations/:id': room }).fetch,
      'en',
    );
    expect(page!.personal).toBe(true);
    expect(page!.html).toContain('Dr. Amina Rahman');
    expect(page!.html).not.toContain(copy.auth.guard.loading);
    const stranger = readerApi(rahim, 0, {
      'GET /api/consultations/:id': failure(404, 'Booking not found'),
    });
    expect(await renderedPage(`/consultation/${bookingId}`, stranger.fetch, 'en')).toBeNull();
  });

  it('leaves a page whose record failed to the browser, which shows the error page', async () => {
    const failing = apiStub({ 'GET /api/blogs/:id': failure(503, 'Database unavailable') });
    expect(await renderedPage(`/blogs/${blogs[0]!._id}`, failing.fetch, 'en')).toBeNull();
  });

  it('leaves unknown pages and missing records to the browser', async () => {
    expect(await renderedPage('/no/such/page', send, 'en')).toBeNull();
    expect(await renderedPage('/services/Nope', send, 'en')).toBeNull();
    expect(
      await renderedPage('/doctors/1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b', send, 'en'),
    ).toBeNull();
  });
});
