import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/layouts/error-page';
import { RootLayout } from './layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { copy } from '../copy';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { lazyRoute } from '../lib/lazy-route';
import { HomePage } from './routes/home';

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
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'about', lazy: lazyRoute('about', () => import('./routes/about')) },
            { path: 'services', lazy: lazyRoute('services', () => import('./routes/services')) },
            {
              path: 'services/:name',
              lazy: lazyRoute('service-detail', async () => {
                const route = await import('./routes/service-detail');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            { path: 'blogs', lazy: lazyRoute('blogs', () => import('./routes/blogs')) },
            {
              path: 'blogs/:id',
              lazy: lazyRoute('blog-detail', async () => {
                const route = await import('./routes/blog-detail');
                return { Component: route.Component, loader: route.loader(queryClient) };
              }),
            },
            { path: 'login', lazy: lazyRoute('login', () => import('./routes/login')) },
            { path: 'signup', lazy: lazyRoute('signup', () => import('./routes/signup')) },
            { path: 'reset-password', lazy: lazyRoute('reset-password', () => import('./routes/reset-password')) },
            { path: 'appointment', lazy: lazyRoute('appointment', () => import('./routes/appointment')) },
            {
              path: 'dashboard',
              lazy: lazyRoute('dashboard', () => import('./routes/dashboard/layout')),
              children: [
                { index: true, lazy: lazyRoute('dashboard-home', () => import('./routes/dashboard/index')) },
                {
                  path: 'myAppointment',
                  lazy: lazyRoute('my-appointments', () => import('./routes/dashboard/my-appointments')),
                },
                { path: 'profile', lazy: lazyRoute('profile', () => import('./routes/dashboard/profile')) },
                { path: 'payment/:id', lazy: lazyRoute('payment', () => import('./routes/dashboard/payment')) },
                {
                  // Admin pages: the guard sends visitors to /login and patients back to /dashboard.
                  element: (
                    <RequireAdmin>
                      <Outlet />
                    </RequireAdmin>
                  ),
                  children: [
                    { path: 'allUsers', lazy: lazyRoute('all-users', () => import('./routes/dashboard/all-users')) },
                    { path: 'addDoctor', lazy: lazyRoute('add-doctor', () => import('./routes/dashboard/add-doctor')) },
                    {
                      path: 'manageDoctors',
                      lazy: lazyRoute('manage-doctors', () => import('./routes/dashboard/manage-doctors')),
                    },
                  ],
                },
              ],
            },
            {
              path: '*',
              element: <NotFound />,
              loader: () => {
                throw data(copy.errors.notFound, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
