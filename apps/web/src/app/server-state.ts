import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser beside a page it rendered: the router's loader results and
 * the query cache, so the browser's first render matches the HTML and nothing is fetched twice.
 * It travels as a JSON data block, which the Content-Security-Policy allows (it never runs).
 */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'server-state';

/** JSON that cannot end its <script> element early: '<' and the line separators are escaped. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}
