import { errorResponse } from '@sustho/contracts';

/** A route schema's error answers: the same JSON message body for each status it may give. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse]));
