import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clientConfigQuery } from '../../../lib/client-config';
import { isStaff, useSession } from '../../../lib/session';

/**
 * With STAFF_TWO_FACTOR=required, a staff member who has not turned on two-factor sign-in is sent
 * to the profile page's two-factor section from any other page: the API refuses them everything
 * else until then (decision 017). Renders nothing.
 */
export function TwoFactorSetupGate() {
  const { data: user } = useSession();
  const staff = isStaff(user);
  const config = useQuery({ ...clientConfigQuery(), enabled: staff });
  const mustSetUp = staff && !user?.twoFactorEnabled && config.data?.staffTwoFactor === 'required';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (mustSetUp && pathname !== paths.profile) navigate(paths.twoFactorSetup, { replace: true });
  }, [mustSetUp, pathname, navigate]);
  return null;
}
