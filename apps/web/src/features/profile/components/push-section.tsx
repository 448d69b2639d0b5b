import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useCopy } from '../../../copy/language';
import { authErrorMessage } from '../../../lib/auth-errors';
import { useClientConfig } from '../../../lib/client-config';
import {
  currentSubscription,
  dropSubscription,
  pushState,
  subscribeBrowser,
  type PushState,
} from '../../../lib/web-push';
import { saveSubscription, useSendTestPush } from '../api/push';
import { Section } from './profile-sections';

/**
 * This browser's state, kept in sync with the server: a subscription found here is saved again,
 * so a browser another account used before now brings this account's notifications. One the
 * server does not take shows as off, so turning notifications on saves it again.
 */
async function syncedState(publicKey: string | null): Promise<PushState> {
  const state = await pushState(publicKey);
  const subscription = state === 'on' ? await currentSubscription() : null;
  if (!subscription) return state;
  const { endpoint = '', keys = {} } = subscription.toJSON();
  try {
    await saveSubscription({
      endpoint,
      keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
    });
    return 'on';
  } catch {
    return 'off';
  }
}

/**
 * 'Notifications on this device' (services.md §7): subscribe this browser to Web Push, stop it,
 * and send a test notification; a browser without push, or with notifications blocked, says so.
 */
export function PushSection() {
  const copy = useCopy();
  const text = copy.push;
  const queryClient = useQueryClient();
  const config = useClientConfig();
  const publicKey = config.data?.push.publicKey ?? null;
  const stateKey = ['push-device', publicKey] as const;
  const state = useQuery({
    queryKey: stateKey,
    queryFn: () => syncedState(publicKey),
    enabled: config.isSuccess,
    staleTime: Infinity,
  });
  const setState = (next: PushState) => queryClient.setQueryData(stateKey, next);
  const failed = (error: unknown) => toast.error(authErrorMessage(error, copy.auth.errors));

  const turnOn = useMutation({
    mutationFn: async (): Promise<PushState> => {
      const subscription = await subscribeBrowser(publicKey ?? '');
      if (!subscription) return Notification.permission === 'denied' ? 'denied' : 'off';
      try {
        await saveSubscription(subscription);
      } catch (error) {
        // The server does not know it: the browser should not keep a subscription nobody sends to.
        await (await currentSubscription())?.unsubscribe();
        throw error;
      }
      return 'on';
    },
    onSuccess: (next) => {
      setState(next);
      if (next === 'on') toast.success(text.turnedOn);
      else if (next === 'off') toast.error(text.notAllowed);
    },
    onError: failed,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await dropSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    },
    onSuccess: () => {
      setState('off');
      toast.success(text.turnedOff);
    },
    onError: failed,
  });
  const sendTest = useSendTestPush();
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <Section id="push" heading={text.heading}>
      <p>{text.text}</p>
      {state.isError ? (
        <p role="status" className="text-sm">
          {text.unsupported}
        </p>
      ) : !state.data ? (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {text.checking}
        </p>
      ) : state.data === 'unsupported' || state.data === 'denied' ? (
        <p role="status" className="text-sm">
          {state.data === 'denied' ? text.denied : text.unsupported}
        </p>
      ) : (
        <>
          <p role="status">{state.data === 'on' ? text.on : text.off}</p>
          <div className="flex flex-wrap gap-2">
            {state.data === 'off' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => turnOn.mutate()}
              >
                {turnOn.isPending && <span className="loading loading-spinner loading-sm" />}
                {text.turnOn}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={sendTest.isPending}
                  onClick={() =>
                    sendTest.mutate(undefined, {
                      onSuccess: ({ devices }) =>
                        devices > 0
                          ? toast.success(text.sent(devices))
                          : toast.error(text.noDevices),
                      onError: failed,
                    })
                  }
                >
                  {sendTest.isPending && <span className="loading loading-spinner loading-sm" />}
                  {text.test}
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy}
                  onClick={() => turnOff.mutate()}
                >
                  {turnOff.isPending && <span className="loading loading-spinner loading-sm" />}
                  {text.turnOff}
                </button>
              </>
            )}
          </div>
        </>
      )}
    </Section>
  );
}
