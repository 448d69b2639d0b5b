import type { ComponentProps } from 'react';
import { dialogLoadedOnOpen } from '../../../components/ui/dialog-loaded-on-open';
import type { JoinWaitlistModal } from './join-waitlist-modal';

/** 'Join waitlist', its code loaded when it first opens. */
export const LazyJoinWaitlistModal = dialogLoadedOnOpen<ComponentProps<typeof JoinWaitlistModal>>(
  'join-waitlist-modal',
  async () => (await import('./join-waitlist-modal')).JoinWaitlistModal,
  ({ treatment }) => treatment !== null,
);
