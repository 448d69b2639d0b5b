import type { Database, Notifications } from '../../db/client.js';
import type { Dispatcher } from './dispatch.js';
import { onDemandRepository, QUEUE_CHANNEL } from './repository.js';

/**
 * Every API process dispatches a treatment's queue when any process says it may move (a payment,
 * a doctor online, a decline, an offer run out: `wake`, a NOTIFY sent when their transaction
 * commits). When listening (re)starts, what was said meanwhile is lost, so every on-demand
 * treatment is dispatched once. Answers the function that stops listening.
 */
export async function listenToQueue(
  db: Database,
  notifications: Notifications,
  dispatcher: Dispatcher,
): Promise<() => Promise<void>> {
  const stop = await notifications.listen(
    QUEUE_CHANNEL,
    (treatmentId) => void dispatcher.dispatch(treatmentId),
    () => void dispatchAll(),
  );
  async function dispatchAll() {
    const treatments = await onDemandRepository(db).listTreatmentIds();
    await Promise.all(treatments.map((id) => dispatcher.dispatch(id)));
  }
  return async () => {
    await stop();
    await dispatcher.settled();
  };
}
