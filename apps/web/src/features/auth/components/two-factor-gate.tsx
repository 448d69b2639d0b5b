import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { clientConfigQuery } from '../../../lib/client-config';
import { isStaff, useSession } from '../../../lib/session';
import { signOut } from '../api/sign-out';

/**
 * Two-factor sign-in on every page for staff; renders nothing.
 * - A staff session that did not pass the account's code (one a provider's sign-in or an e-mail
 *   link started) is signed out and sent to log in with the code: the API refuses it everything
 *   (decision 030).
 * - With STAFF_TWO_FACTOR=required, a staff member who has not turned it on is sent to the profile
 *   page's two-factor section from any other page: the API refuses them everything else until
 *   then (decision 017).
 */
export function TwoFactorGate() {
  const copy = useCopy();
  const { data: user } = useSession();
  const staff = isStaff(user);
  const config = useQuery({ ...clientConfigQuery(), enabled: staff });
  const mustSignInAgain = staff && !!user?.twoFactorEnabled && !user.secondFactorPassed;
  const mustSetUp = staff && !user?.twoFactorEnabled && config.data?.staffTwoFactor === 'required';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!mustSignInAgain) return;
    const message = copy.twoFactor.signIn.again;
    // Signed out or not, this session opens nothing: the login page asks for the code.
    void signOut()
      .catch(() => undefined)
      .then(() => {
        queryClient.clear();
        toast.error(message);
        navigate(paths.login, { replace: true });
      });
  }, [mustSignInAgain, copy, queryClient, navigate]);

  useEffect(() => {
    if (mustSetUp && pathname !== paths.profile) navigate(paths.twoFactorSetup, { replace: true });
  }, [mustSetUp, pathname, navigate]);
  return null;
}
