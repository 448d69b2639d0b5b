import { useRef } from 'react';
import { NavLink } from 'react-router';
import { ThemeToggle } from '../../components/layouts/theme-toggle';
import { paths } from '../../config/paths';
import { copy } from '../../copy';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useAuth } from '../../hooks/use-auth';

const mainLinks = [
  { to: paths.home, label: copy.layout.nav.home },
  { to: paths.about, label: copy.layout.nav.about },
  { to: paths.services, label: copy.layout.nav.services },
  { to: paths.doctors, label: copy.layout.nav.doctors },
  { to: paths.blogs, label: copy.layout.nav.blogs },
];

const visitorLinks = [
  { to: paths.signupNav, label: copy.layout.nav.signup },
  { to: paths.login, label: copy.layout.nav.login },
];

const memberLinks = [{ to: paths.dashboard, label: copy.layout.nav.dashboard }];

function NavItems({ signedIn, onNavigate }: { signedIn: boolean; onNavigate?: () => void }) {
  return (
    <>
      {[...mainLinks, ...(signedIn ? memberLinks : visitorLinks)].map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === paths.home} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** Top navigation: links in a row on wide screens, behind a menu button on small ones. */
export function Navbar() {
  const { user } = useAuth();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const closeMobileMenu = () => mobileMenu.current?.removeAttribute('open');
  return (
    <header className="navbar bg-base-100 shadow-sm">
      <div className="navbar-start">
        <details ref={mobileMenu} className="dropdown lg:hidden">
          <summary className="btn btn-ghost" aria-label={copy.layout.nav.openMenu}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
            >
              <path strokeLinecap="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <ul className="menu dropdown-content z-20 mt-3 w-56 rounded-box bg-base-100 p-2 shadow">
            <NavItems signedIn={!!user} onNavigate={closeMobileMenu} />
          </ul>
        </details>
        <NavLink to={paths.home} className="btn btn-ghost text-xl font-bold text-primary">
          {copy.layout.brand}
        </NavLink>
      </div>
      <nav aria-label={copy.layout.nav.mainNavigation} className="navbar-end hidden lg:flex">
        <ul className="menu menu-horizontal gap-1 px-1">
          <NavItems signedIn={!!user} />
        </ul>
      </nav>
      <div className="navbar-end w-auto gap-1">
        <ThemeToggle />
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
}
