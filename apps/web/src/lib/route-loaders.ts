import { data } from 'react-router';
import { ApiError } from './api-client';

/**
 * Turns an API 404 (or a malformed id's 400) met by a loader into a route 404, so the error page
 * shows the status and the reason.
 */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(error.message, { status: 404 });
    throw error;
  }
}
