import { SIGNAL_CLOSE_CODES, type ServerSignal, type SignalPayload } from '@sustho/contracts';

const { ended: ENDED, replaced: REPLACED, left: LEFT } = SIGNAL_CLOSE_CODES;
/** The server refused the handshake or the socket broke: try again, a little later each time. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

export interface SignalChannelEvents {
  onMessage(message: ServerSignal): void;
  /** The socket is open (again): anything missed meanwhile (chat) should be read again. */
  onOpen(): void;
  /** The socket dropped and is being opened again. */
  onDrop(): void;
  /** The room closed or this party joined elsewhere: no more retries. */
  onClosed(reason: 'ended' | 'replaced'): void;
}

/**
 * The signalling WebSocket of one room, authenticated by the session cookie the browser sends on
 * the handshake. It opens again by itself after a drop (a network change, an API process
 * restarting), until the room closes or `close` is called.
 */
export function openSignalChannel(url: string, events: SignalChannelEvents) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      events.onOpen();
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      events.onMessage(JSON.parse(event.data) as ServerSignal);
    };
    current.onclose = (event) => {
      if (stopped || socket !== current) return;
      if (event.code === ENDED || event.code === REPLACED) {
        stopped = true;
        events.onClosed(event.code === ENDED ? 'ended' : 'replaced');
        return;
      }
      events.onDrop();
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      attempt += 1;
      retryTimer = setTimeout(connect, delay);
    };
  };
  connect();

  return {
    send(payload: SignalPayload) {
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ type: 'signal', payload }));
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close(LEFT);
    },
  };
}

/** The signalling URL of a room, beside the API (same origin unless VITE_API_URL says otherwise). */
export function signalUrl(apiBaseUrl: string, bookingId: string): string {
  const base = new URL(apiBaseUrl, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/$/, '')}/consultations/${bookingId}/signal`;
  return base.toString();
}
