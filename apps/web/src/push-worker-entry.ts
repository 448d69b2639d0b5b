import { listenForPushes, type PushWorkerScope } from './push-worker';

// The service worker's global scope: shows pushes and opens their pages (decision 052).
listenForPushes(self as unknown as PushWorkerScope);
