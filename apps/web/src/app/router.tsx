import { pages } from '@sustho/contracts/pages';
import type { QueryClient } from '@tanstack/react-query';
import { data, Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/layouts/error-page';
import { RootLayout } from './layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireDoctor } from '../features/auth/components/require-doctor';
import { firstFreeDayQuery } from '../features/appointments/api/get-first-free-day';
import { blogsQuery } from '../features/blogs/api/get-blogs';
import { servicesQuery } from '../features/services/api/get-services';
import { lazyRoute } from '../lib/lazy-route';
import { prefetchLoader } from '../lib/route-loaders';
import { HomePage } from './routes/home';

/**
 * Marks the pages the server renders to HTML (entry-server.tsx), so they paint before the app's
 * JavaScript arrives: the pages anyone may see, rendered as a visitor who is not signed in sees
 * them, and the signed-in pages (the dashboard with every page under it, the consultation room),
 * rendered with the reader's session and data (decision 029). Every other page is rendered in the
 * browser only.
 */
const serverRendered = { serverRendered: true };
const renderedWithSession = { serverRendered: true, withSession: true };

const handleHas = (handle: unknown, mark: string) =>
  typeof handle === 'object' && handle !== null && mark in handle;

export const isServerRendered = (handle: unknown) => handleHas(handle, 'serverRendered');
export const isRenderedWithSession = (handle: unknown) => handleHas(handle, 'withSession');

/** Never shown: the catch-all route's loader throws a 404 first, which the error page renders. */
const NotFound = () => null;

/**
 * The route table. Matching is case-insensitive (React Router's default), so /Services and
 * /SignUp work. Every page but the landing page is a lazy chunk; loaders share the query cache.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
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
              loader: prefetchLoader(queryClient, servicesQuery()),
            },
            {
              path: 'about',
              handle: serverRendered,
              lazy: lazyRoute('about', () => import('./routes/about')),
            },
            {
              path: 'services',
              handle: serverRendered,
              loader: prefetchLoader(queryClient, servicesQuery()),
              lazy: lazyRoute('services', () => import('./routes/services')),
            },
            {
              path: 'services/:name',
              handle: serverRendered,
              lazy: lazyRoute('service-detail', async () => {
                const route = await import('./routes/service-detail');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            {
              path: 'doctors',
              handle: serverRendered,
              lazy: lazyRoute('doctors', async () => {
                const route = await import('./routes/doctors');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            {
              path: 'doctors/:id',
              handle: serverRendered,
              lazy: lazyRoute('doctor-detail', async () => {
                const route = await import('./routes/doctor-detail');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            {
              path: 'blogs',
              handle: serverRendered,
              loader: prefetchLoader(queryClient, blogsQuery()),
              lazy: lazyRoute('blogs', () => import('./routes/blogs')),
            },
            {
              path: 'blogs/:id',
              handle: serverRendered,
              lazy: lazyRoute('blog-detail', async () => {
                const route = await import('./routes/blog-detail');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            {
              path: pages.login.pattern,
              handle: serverRendered,
              lazy: lazyRoute('login', () => import('./routes/login')),
            },
            {
              path: 'signup',
              handle: serverRendered,
              lazy: lazyRoute('signup', () => import('./routes/signup')),
            },
            {
              path: 'reset-password',
              handle: serverRendered,
              lazy: lazyRoute('reset-password', () => import('./routes/reset-password')),
            },
            {
              path: pages.appointment.pattern,
              // Where the calendar opens is asked while the page's code loads.
              loader: prefetchLoader(queryClient, firstFreeDayQuery()),
              lazy: lazyRoute('appointment', () => import('./routes/appointment')),
            },
            {
              path: 'dashboard',
              handle: renderedWithSession,
              lazy: lazyRoute('dashboard', () => import('./routes/dashboard/layout')),
              children: [
                {
                  index: true,
                  lazy: lazyRoute('dashboard-home', () => import('./routes/dashboard/index')),
                },
                {
                  path: pages.myAppointments.pattern,
                  lazy: lazyRoute(
                    'my-appointments',
                    () => import('./routes/dashboard/my-appointments'),
                  ),
                },
                {
                  path: 'profile',
                  lazy: lazyRoute('profile', () => import('./routes/dashboard/profile')),
                },
                {
                  path: pages.payment.pattern,
                  lazy: lazyRoute('payment', () => import('./routes/dashboard/payment')),
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
                  lazy: lazyRoute(
                    'waitlist-offer',
                    () => import('./routes/dashboard/waitlist-offer'),
                  ),
                },
                {
                  path: pages.healthRecord.pattern,
                  lazy: lazyRoute(
                    'health-record',
                    () => import('./routes/dashboard/health-record'),
                  ),
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
                      lazy: lazyRoute('all-users', () => import('./routes/dashboard/all-users')),
                    },
                    {
                      path: 'addDoctor',
                      lazy: lazyRoute('add-doctor', () => import('./routes/dashboard/add-doctor')),
                    },
                    {
                      path: 'manageDoctors',
                      lazy: lazyRoute(
                        'manage-doctors',
                        () => import('./routes/dashboard/manage-doctors'),
                      ),
                    },
                    {
                      path: 'manageDoctors/:id',
                      lazy: lazyRoute(
                        'edit-doctor',
                        () => import('./routes/dashboard/edit-doctor'),
                      ),
                    },
                    {
                      path: 'doctors/:id/schedule',
                      lazy: lazyRoute(
                        'doctor-schedule',
                        () => import('./routes/dashboard/doctor-schedule'),
                      ),
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
                      path: 'agenda',
                      lazy: lazyRoute('my-agenda', () => import('./routes/dashboard/my-agenda')),
                    },
                    {
                      path: 'schedule',
                      lazy: lazyRoute(
                        'my-schedule',
                        () => import('./routes/dashboard/my-schedule'),
                      ),
                    },
                    {
                      path: 'agenda/:bookingId/record',
                      lazy: lazyRoute(
                        'booking-record',
                        () => import('./routes/dashboard/booking-record'),
                      ),
                    },
                  ],
                },
              ],
            },
            {
              path: pages.verifyPrescription.pattern,
              handle: serverRendered,
              lazy: lazyRoute('verify', async () => {
                const route = await import('./routes/verify');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            {
              // The room before joining is rendered on the server; the call itself runs in the browser.
              handle: renderedWithSession,
              children: [
                {
                  path: pages.consultation.pattern,
                  lazy: lazyRoute('consultation', async () => {
                    const route = await import('./routes/consultation');
                    return {
                      Component: route.Component,
                      loader: route.loader(queryClient),
                      handle: route.handle,
                    };
                  }),
                },
              ],
            },
            {
              path: pages.doctorInvitation.pattern,
              lazy: lazyRoute('invitation', () => import('./routes/invitation')),
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
