import { SOCIAL_PROVIDERS, type SocialProvider } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useCopy } from '../../../copy/language';
import { useClientConfig } from '../../../lib/client-config';
import { startSocialSignIn } from '../api/sign-in';
import { authErrorMessage } from '../../../lib/auth-errors';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Google and Facebook buttons. Always visible; an unconfigured provider says so when pressed. */
export function SocialButtons({ returnTo }: { returnTo: string }) {
  const copy = useCopy();
  const config = useClientConfig();
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  async function signIn(provider: SocialProvider) {
    if (!config.data?.providers[provider]) {
      toast.error(copy.auth.social.notConfigured(NAMES[provider]));
      return;
    }
    setBusy(provider);
    try {
      await startSocialSignIn(provider, returnTo);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="divider">{copy.auth.social.or}</div>
      {SOCIAL_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className="btn btn-outline w-full"
          disabled={busy !== null || config.isPending}
          onClick={() => void signIn(provider)}
        >
          {busy === provider && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {copy.auth.social[provider]}
        </button>
      ))}
    </div>
  );
}
