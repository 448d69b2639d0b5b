import { pages } from '@sustho/contracts';
import type { PushMessage } from './outbox.js';

/** 'Send a test notification' on Profile: it opens Profile again. */
export const testPush: PushMessage = {
  text: {
    en: { title: 'Sustho', body: 'Notifications are on for this device.' },
    bn: { title: 'সুস্থ', body: 'এই ডিভাইসে নোটিফিকেশন চালু আছে।' },
  },
  url: pages.profile.path(),
};
