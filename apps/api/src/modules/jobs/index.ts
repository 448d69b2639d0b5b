export { countAccountMail, countSms, countUnverifiedMail, type SmsCaps } from './message-caps.js';
export {
  deleteJobsByPayload,
  dropPendingJobs,
  enqueueJobs,
  type NewJob,
  queueJobsWhen,
} from './queue.js';
export { type JobHandler } from './worker.js';
