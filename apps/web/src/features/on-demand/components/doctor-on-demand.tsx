import type { Presence } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { getPresence, presenceQuery, usePresence } from '../api/presence';
import { updatePresence, useUpdatePresence } from '../api/presence-update';
import { prepareOfferSound } from '../doctor-offer-sound';
import { DoctorOffer } from './doctor-offer';

/**
 * Keeps an online doctor present while the page is open: `{online: true}` every heartbeatSeconds.
 * Each beat first asks whether Sustho still counts the doctor online, so a beat never brings back
 * a doctor it set offline a moment before (an offer ran out). A failed beat is left to the next
 * one; the presence shown is asked every second anyway.
 */
function useHeartbeat(presence: Presence) {
  const queryClient = useQueryClient();
  const { online, heartbeatSeconds } = presence;
  useEffect(() => {
    if (!online) return;
    const beat = async () => {
      const now = await getPresence();
      const key = presenceQuery().queryKey;
      queryClient.setQueryData(key, now.online ? await updatePresence({ online: true }) : now);
    };
    const timer = setInterval(() => void beat().catch(() => undefined), heartbeatSeconds * 1000);
    return () => clearInterval(timer);
  }, [online, heartbeatSeconds, queryClient]);
}

/** 'Go online' / 'Go offline': one button, busy (and not pressable) until the answer comes. */
function PresenceToggle({ online }: { online: boolean }) {
  const text = useCopy().doctorOnDemand;
  const update = useUpdatePresence();
  return (
    <button
      type="button"
      className={`btn ${online ? 'btn-outline' : 'btn-primary'} max-sm:h-11 self-start`}
      disabled={update.isPending}
      aria-busy={update.isPending}
      onClick={() => {
        // The press lets the offer's sound play later, when no press comes with it.
        if (!online) prepareOfferSound();
        update.mutate({ online: !online }, { onError: (error) => toast.error(error.message) });
      }}
    >
      {update.isPending && (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      )}
      {online ? text.goOffline : text.goOnline}
    </button>
  );
}

function PresenceState({ presence }: { presence: Presence }) {
  const text = useCopy().doctorOnDemand;
  const state = presence.online ? presence.state : 'offline';
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-lg font-semibold">
        <span
          className={`status ${presence.online ? 'status-success' : 'status-neutral'} me-2`}
          aria-hidden="true"
        />
        {text.state[state]}
      </p>
      {!presence.online && presence.offlineReason === 'offer_ran_out' && (
        <p role="alert" className="alert alert-warning">
          {text.offerRanOut}
        </p>
      )}
      {state === 'in_consultation' && presence.consultationId && (
        <Link
          to={paths.consultation(presence.consultationId)}
          className="btn btn-primary self-start"
        >
          {text.returnToConsultation}
        </Link>
      )}
      {state === 'free' && <p className="text-sm">{text.keepOpen}</p>}
    </div>
  );
}

/**
 * Readies the offer's sound at the doctor's first press or key on the page: a doctor who came back
 * online by reloading it never pressed 'Go online' this time, and browsers keep sound silent until
 * a press.
 */
function useSoundAtFirstPress() {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const ready = () => {
      prepareOfferSound();
      for (const event of events) document.removeEventListener(event, ready);
    };
    for (const event of events) document.addEventListener(event, ready);
    return () => {
      for (const event of events) document.removeEventListener(event, ready);
    };
  }, []);
}

function OnlineDoctor({ presence }: { presence: Presence }) {
  useHeartbeat(presence);
  useSoundAtFirstPress();
  return <DoctorOffer />;
}

/**
 * The doctor's 'Consult now' page (services.md §3): going online and offline, the doctor's state,
 * and the patient offered to them while online.
 */
export function DoctorOnDemand() {
  const text = useCopy().doctorOnDemand;
  const presence = usePresence();
  return (
    <section aria-labelledby="on-demand-heading" className="flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="on-demand-heading" className="text-2xl font-bold">
          {text.heading}
        </h1>
        <p>{text.intro}</p>
      </div>
      <QueryState query={presence}>
        {presence.data && (
          <>
            <PresenceState presence={presence.data} />
            <PresenceToggle online={presence.data.online} />
            {presence.data.online && <OnlineDoctor presence={presence.data} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
