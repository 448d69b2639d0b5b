import { pages } from '@sustho/contracts/pages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/layouts/error-page';
import { RootLayout } from './layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireDoctor } from '../features/auth/components/require-doctor';
import { RequireLabStaff, RequirePharmacyStaff } from '../features/auth/components/require-roles';
import { blogsQuery } from '../features/blogs/api/get-blogs';
import { servicesQuery } from '../features/services/api/get-services';
import { lazyRoute } from '../lib/lazy-route';
import { plansQuery } from '../lib/plans';
import { pageLoader, signedInPageLoader } from '../lib/route-loaders';
import { HomePage } from './routes/home';

/**
 * Marks the pages the server renders to HTML (entry-server.tsx), so they paint before the app's
 * JavaScript arrives: the pages anyone may see, rendered as a visitor who is not signed in sees
 * them, and the signed-in pages (the dashboard with every page under it, the consultation room,
 * the pharmacy's checkout), rendered with the reader's session and data (decision 029), which
 * their loaders fetch with the reader's cookie (decision 039). Every other page is rendered in
 * the browser only.
 */
const serverRendered = { serverRendered: true };

export const isServerRendered = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'serverRendered' in handle;

/** A page's module: its component and, when it reads data, its loader on the app's query cache. */
interface PageModule {
  Component: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

/** A page's code as a lazy chunk, with its loader, which starts once the chunk is in. */
const lazyPage = (queryClient: QueryClient, chunk: string, load: () => Promise<PageModule>) =>
  lazyRoute(chunk, async () => {
    const { Component, loader } = await load();
    return loader ? { Component, loader: loader(queryClient) } : { Component };
  });

/** Never shown: the catch-all route's loader throws a 404 first, which the error page renders. */
const NotFound = () => null;

/**
 * The route table. Matching is case-insensitive (React Router's default), so /Services and
 * /SignUp work. Every page but the landing page is a lazy chunk. Every page that reads data names
 * it in its loader (lib/route-loaders.ts), which fills the query cache the page reads; a list the
 * page needs at once is asked here, while the page's code loads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (chunk: string, load: () => Promise<PageModule>) =>
    lazyPage(queryClient, chunk, load);
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Spinner />,
      children: [
        {
          errorElement: <ErrorPage withinLayout />,
          children: [
            {
              index: true,
              element: <HomePage />,
              handle: serverRendered,
              // The sections below the first screen render in the browser, from the data sent with it.
              loader: pageLoader(queryClient, () => ({ queries: [servicesQuery(), plansQuery()] })),
            },
            {
              path: 'about',
              handle: serverRendered,
              lazy: page('about', () => import('./routes/about')),
            },
            {
              path: 'services',
              handle: serverRendered,
              loader: pageLoader(queryClient, () => ({ queries: [servicesQuery()] })),
              lazy: page('services', () => import('./routes/services')),
            },
            {
              path: 'services/:name',
              handle: serverRendered,
              lazy: page('service-detail', () => import('./routes/service-detail')),
            },
            {
              path: 'doctors',
              handle: serverRendered,
              lazy: page('doctors', () => import('./routes/doctors')),
            },
            {
              path: 'doctors/:id',
              handle: serverRendered,
              lazy: page('doctor-detail', () => import('./routes/doctor-detail')),
            },
            {
              path: pages.consultNow.pattern,
              handle: serverRendered,
              lazy: page('consult-now', () => import('./routes/consult-now')),
            },
            {
              path: pages.consultNowWaiting.pattern,
              handle: serverRendered,
              lazy: page('consult-now-waiting', () => import('./routes/consult-now-waiting')),
            },
            {
              path: pages.labTests.pattern,
              handle: serverRendered,
              lazy: page('lab-tests', () => import('./routes/lab-tests')),
            },
            {
              path: 'lab-tests/book',
              lazy: page('lab-booking', () => import('./routes/lab-booking')),
            },
            {
              path: 'blogs',
              handle: serverRendered,
              loader: pageLoader(queryClient, () => ({ queries: [blogsQuery()] })),
              lazy: page('blogs', () => import('./routes/blogs')),
            },
            {
              path: 'pharmacy',
              handle: serverRendered,
              lazy: page('pharmacy', () => import('./routes/pharmacy')),
            },
            {
              path: 'pharmacy/checkout',
              handle: serverRendered,
              lazy: page('pharmacy-checkout', () => import('./routes/pharmacy-checkout')),
            },
            {
              path: 'blogs/:id',
              handle: serverRendered,
              lazy: page('blog-detail', () => import('./routes/blog-detail')),
            },
            {
              path: pages.login.pattern,
              handle: serverRendered,
              lazy: page('login', () => import('./routes/login')),
            },
            {
              path: 'signup',
              handle: serverRendered,
              lazy: page('signup', () => import('./routes/signup')),
            },
            {
              path: 'reset-password',
              handle: serverRendered,
              lazy: page('reset-password', () => import('./routes/reset-password')),
            },
            {
              path: pages.appointment.pattern,
              handle: serverRendered,
              lazy: page('appointment', () => import('./routes/appointment')),
            },
            {
              path: 'dashboard',
              handle: serverRendered,
              // The reader's session and role, for the menu of every page under it.
              loader: signedInPageLoader(queryClient),
              lazy: page('dashboard', () => import('./routes/dashboard/layout')),
              children: [
                {
                  index: true,
                  lazy: page('dashboard-home', () => import('./routes/dashboard/index')),
                },
                {
                  path: pages.myAppointments.pattern,
                  lazy: page('my-appointments', () => import('./routes/dashboard/my-appointments')),
                },
                {
                  path: pages.profile.pattern,
                  lazy: page('profile', () => import('./routes/dashboard/profile')),
                },
                {
                  path: pages.payment.pattern,
                  lazy: page('payment', () => import('./routes/dashboard/payment')),
                },
                {
                  path: 'appointments/:id/confirmed',
                  lazy: lazyRoute(
                    'booking-confirmed',
                    () => import('./routes/dashboard/booking-confirmed'),
                  ),
                },
                {
                  path: pages.waitlistOffer.pattern,
                  lazy: page('waitlist-offer', () => import('./routes/dashboard/waitlist-offer')),
                },
                {
                  path: pages.healthRecord.pattern,
                  lazy: page('health-record', () => import('./routes/dashboard/health-record')),
                },
                {
                  path: 'my-orders',
                  lazy: page('my-orders', () => import('./routes/dashboard/my-orders')),
                },
                {
                  path: pages.family.pattern,
                  lazy: page('family', () => import('./routes/dashboard/family')),
                },
                {
                  path: pages.myPlan.pattern,
                  lazy: page('my-plan', () => import('./routes/dashboard/my-plan')),
                },
                {
                  path: pages.myLabOrders.pattern,
                  lazy: page('my-lab-orders', () => import('./routes/dashboard/my-lab-orders')),
                },
                {
                  path: pages.planCheckout.pattern,
                  lazy: page('plan-checkout', () => import('./routes/dashboard/plan-checkout')),
                },
                {
                  // Admin pages: the guard sends visitors to /login and patients back to /dashboard.
                  element: (
                    <RequireAdmin>
                      <Outlet />
                    </RequireAdmin>
                  ),
                  children: [
                    {
                      path: 'allUsers',
                      lazy: page('all-users', () => import('./routes/dashboard/all-users')),
                    },
                    {
                      path: 'addDoctor',
                      lazy: page('add-doctor', () => import('./routes/dashboard/add-doctor')),
                    },
                    {
                      path: 'manageDoctors',
                      lazy: page(
                        'manage-doctors',
                        () => import('./routes/dashboard/manage-doctors'),
                      ),
                    },
                    {
                      path: 'staff',
                      lazy: page('staff', () => import('./routes/dashboard/staff')),
                    },
                    {
                      path: 'manageDoctors/:id',
                      lazy: page('edit-doctor', () => import('./routes/dashboard/edit-doctor')),
                    },
                    {
                      path: 'doctors/:id/schedule',
                      lazy: page(
                        'doctor-schedule',
                        () => import('./routes/dashboard/doctor-schedule'),
                      ),
                    },
                  ],
                },
                {
                  // Pharmacy pages: pharmacists', and admins', who keep every ability (services.md §1).
                  element: (
                    <RequirePharmacyStaff>
                      <Outlet />
                    </RequirePharmacyStaff>
                  ),
                  children: [
                    {
                      path: 'catalogue',
                      lazy: page('catalogue', () => import('./routes/dashboard/catalogue')),
                    },
                    {
                      path: 'orders',
                      lazy: page('orders', () => import('./routes/dashboard/orders')),
                    },
                  ],
                },
                {
                  // Doctor pages: the guard sends visitors to /login and other accounts back to /dashboard.
                  element: (
                    <RequireDoctor>
                      <Outlet />
                    </RequireDoctor>
                  ),
                  children: [
                    {
                      path: pages.doctorOnDemand.pattern,
                      lazy: page(
                        'doctor-on-demand',
                        () => import('./routes/dashboard/doctor-on-demand'),
                      ),
                    },
                    {
                      path: 'agenda',
                      lazy: page('my-agenda', () => import('./routes/dashboard/my-agenda')),
                    },
                    {
                      path: 'schedule',
                      lazy: page('my-schedule', () => import('./routes/dashboard/my-schedule')),
                    },
                    {
                      path: 'agenda/:bookingId/record',
                      lazy: page(
                        'booking-record',
                        () => import('./routes/dashboard/booking-record'),
                      ),
                    },
                  ],
                },
                {
                  // Lab pages: lab technicians and admins; the guard sends others away.
                  element: (
                    <RequireLabStaff>
                      <Outlet />
                    </RequireLabStaff>
                  ),
                  children: [
                    {
                      path: 'lab-tests',
                      lazy: page('lab-catalogue', () => import('./routes/dashboard/lab-catalogue')),
                    },
                    {
                      path: pages.labQueue.pattern,
                      lazy: page('lab-day', () => import('./routes/dashboard/lab-day')),
                    },
                  ],
                },
              ],
            },
            {
              path: pages.verifyPrescription.pattern,
              handle: serverRendered,
              lazy: page('verify', () => import('./routes/verify')),
            },
            {
              // The room before joining is rendered on the server; the call itself runs in the browser.
              handle: serverRendered,
              children: [
                {
                  path: pages.consultation.pattern,
                  lazy: page('consultation', () => import('./routes/consultation')),
                },
              ],
            },
            {
              path: pages.invitation.pattern,
              lazy: page('invitation', () => import('./routes/invitation')),
            },
            {
              path: '*',
              element: <NotFound />,
              loader: () => {
                // The error page words a bare 404 in the visitor's language.
                throw data(null, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
