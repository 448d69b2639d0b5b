import { useRef } from 'react';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../../components/layouts/language-switch';
import { ThemeToggle } from '../../components/layouts/theme-toggle';
import { paths } from '../../config/paths';
import type { Copy } from '../../copy/en';
import { useCopy } from '../../copy/language';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useAuth } from '../../hooks/use-auth';

type NavCopy = Copy['layout']['nav'];

const mainLinks = (nav: NavCopy) => [
  { to: paths.home, label: nav.home },
  { to: paths.about, label: nav.about },
  { to: paths.services, label: nav.services },
  { to: paths.doctors, label: nav.doctors },
  { to: paths.consultNow, label: nav.consultNow },
  { to: paths.labTests, label: nav.labTests },
  { to: paths.blogs, label: nav.blogs },
  { to: paths.pharmacy, label: nav.pharmacy },
];

const visitorLinks = (nav: NavCopy) => [
  { to: paths.signupNav, label: nav.signup },
  { to: paths.login, label: nav.login },
];

const memberLinks = (nav: NavCopy) => [{ to: paths.dashboard, label: nav.dashboard }];

function NavItems({ signedIn, onNavigate }: { signedIn: boolean; onNavigate?: () => void }) {
  const { nav } = useCopy().layout;
  return (
    <>
      {[...mainLinks(nav), ...(signedIn ? memberLinks(nav) : visitorLinks(nav))].map((link) => (
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
  const copy = useCopy();
  const { user } = useAuth();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const closeMobileMenu = () => mobileMenu.current?.removeAttribute('open');
  return (
    <header className="navbar bg-base-100 shadow-sm">
      <div className="navbar-start lg:w-auto">
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
      <nav
        aria-label={copy.layout.nav.mainNavigation}
        className="navbar-end hidden lg:flex lg:flex-1"
      >
        <ul className="menu menu-horizontal gap-1 px-1">
          <NavItems signedIn={!!user} />
        </ul>
      </nav>
      <div className="navbar-end w-auto gap-1">
        <LanguageSwitch signedIn={!!user} />
        <ThemeToggle />
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
}
