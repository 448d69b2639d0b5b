import type { UserRole } from '@sustho/contracts/roles';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { HydrateApart } from '../../../components/ui/hydrate-apart';
import { PageMeta } from '../../../components/ui/page-meta';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import { RequireAuth } from '../../../features/auth/components/require-auth';
import { useAuth } from '../../../hooks/use-auth';
import { readerRole } from '../../../lib/reader-role';

type DashboardCopy = Copy['dashboard'];
type MenuLink = { to: string; label: string };
type Menu = (text: DashboardCopy) => MenuLink[];

const patientLinks: Menu = (text) => [
  { to: paths.myAppointments, label: text.myAppointments },
  { to: paths.healthRecord, label: text.myHealthRecord },
  { to: paths.myOrders, label: text.myOrders },
  { to: paths.myLabOrders, label: text.myTests },
  { to: paths.family, label: text.myFamily },
  { to: paths.myPlan, label: text.myPlan },
];
const adminLinks: Menu = (text) => [
  { to: paths.allUsers, label: text.allUsers },
  { to: paths.addDoctor, label: text.addDoctor },
  { to: paths.manageDoctors, label: text.manageDoctors },
  { to: paths.staff, label: text.staff },
  { to: paths.catalogue, label: text.catalogue },
  { to: paths.orders, label: text.orders },
  { to: paths.labDay, label: text.labOrders },
];
const doctorLinks: Menu = (text) => [
  { to: paths.doctorOnDemand, label: text.consultNow },
  { to: paths.myAgenda, label: text.myAgenda },
  { to: paths.mySchedule, label: text.mySchedule },
];
const pharmacistLinks: Menu = (text) => [
  { to: paths.orders, label: text.orders },
  { to: paths.catalogue, label: text.catalogue },
];
const labLinks: Menu = (text) => [
  { to: paths.labDay, label: text.labOrders },
  { to: paths.labCatalogue, label: text.labTests },
];

/** Each role's own entries; Profile follows every menu. */
const menus: Record<UserRole, Menu> = {
  user: patientLinks,
  admin: adminLinks,
  doctor: doctorLinks,
  pharmacist: pharmacistLinks,
  lab: labLinks,
};

function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const copy = useCopy();
  const text = copy.dashboard;
  const auth = useAuth();
  // The menu's width is kept while it loads, so the page beside it does not move on wide screens.
  if (auth.isLoading || auth.isRoleLoading)
    return (
      <div className="w-64">
        <Spinner />
      </div>
    );
  const links = [
    ...menus[readerRole(auth.isAdmin, auth.role)](text),
    { to: paths.profile, label: text.profile },
  ];
  return (
    <ul className="menu w-64 gap-1 p-4">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** An unverified e-mail does not block anything, but the app keeps reminding. */
function VerifyReminder() {
  const copy = useCopy();
  const text = copy.dashboard;
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <p role="status" className="alert alert-warning mb-4">
      <span>{copy.auth.verifyReminder}</span>
      <Link to={paths.profile} className="link">
        {text.profile}
      </Link>
    </p>
  );
}

/**
 * The dashboard: a side menu (a drawer on small screens) beside the page; the page itself is for
 * signed-in users only. The frame needs no session, so the server renders it (a spinner holds the
 * page's place) and a phone paints it before the app's code arrives. It is at least a screen tall,
 * so the footer starts below the fold and never moves when the page's content comes in.
 */
export function Component() {
  const copy = useCopy();
  const text = copy.dashboard;
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <PageMeta title={text.title} description={text.metaDescription} />
      <div className="drawer min-h-screen lg:drawer-open">
        <input
          id="dashboard-drawer"
          type="checkbox"
          className="drawer-toggle"
          checked={drawerOpen}
          onChange={(event) => setDrawerOpen(event.target.checked)}
          tabIndex={-1}
          aria-hidden="true"
        />
        <div className="drawer-content p-4 lg:p-8">
          <button
            type="button"
            className="btn btn-outline btn-sm mb-4 max-sm:h-11 lg:hidden"
            aria-expanded={drawerOpen}
            aria-controls="dashboard-menu"
            onClick={() => setDrawerOpen(true)}
          >
            {text.openDrawer}
          </button>
          <RequireAuth>
            <VerifyReminder />
            <HydrateApart>
              <Outlet />
            </HydrateApart>
          </RequireAuth>
        </div>
        <div className="drawer-side z-30">
          <button
            type="button"
            className="drawer-overlay"
            aria-label={text.closeDrawer}
            onClick={() => setDrawerOpen(false)}
          />
          <nav id="dashboard-menu" aria-label={text.menuLabel} className="min-h-full bg-base-200">
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </div>
      </div>
    </>
  );
}
