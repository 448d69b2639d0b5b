import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { signOut } from '../api/sign-out';
import { authErrorMessage } from '../../../lib/auth-errors';
import type { SessionUser } from '../../../lib/session';
import { initialsOf, UserAvatar } from '../../../components/ui/user-avatar';

/** The avatar menu: Profile (tagged New), Settings and Logout; the tooltip shows the display name. */
export function UserMenu({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const text = copy.auth.menu;
  const menu = useRef<HTMLDetailsElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => menu.current?.removeAttribute('open');

  async function logout() {
    close();
    try {
      await signOut();
      toast.success(text.loggedOut);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    }
    queryClient.clear();
    navigate(paths.home);
  }

  return (
    <details ref={menu} className="dropdown dropdown-end">
      <summary
        className="btn btn-ghost btn-circle tooltip tooltip-left list-none"
        data-tip={user.name}
        aria-label={text.openUserMenu(user.name, user.image ? undefined : initialsOf(user.name))}
      >
        <UserAvatar name={user.name} image={user.image} />
      </summary>
      <ul className="menu dropdown-content z-20 mt-3 w-52 rounded-box bg-base-100 p-2 shadow">
        <li>
          <Link to={paths.profile} onClick={close} className="justify-between">
            {text.profile}
            <span className="badge badge-primary badge-sm">{text.newBadge}</span>
          </Link>
        </li>
        <li>
          <Link to={paths.settings} onClick={close}>
            {text.settings}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => void logout()}>
            {text.logout}
          </button>
        </li>
      </ul>
    </details>
  );
}
