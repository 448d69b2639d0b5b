export { pushDelivery } from './delivery.js';
export { deletePushFor, enqueuePush, enqueuePushes, PUSH_JOB, type PushMessage } from './outbox.js';
export { pushService, type PushService } from './service.js';
export { type PushTransport, webPushTransport } from './transport.js';
export { vapidKeysFor } from './vapid-keys.js';
