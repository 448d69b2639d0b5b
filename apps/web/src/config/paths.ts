/** Every URL of the app in one place. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (name: string) => `/services/${encodeURIComponent(name)}`,
  blogs: '/blogs',
  blog: (id: string) => `/blogs/${id}`,
  signup: '/signup',
  signupNav: '/SignUp',
  login: '/login',
  appointment: '/appointment',
  dashboard: '/dashboard',
  contact: '/#contact',
} as const;
