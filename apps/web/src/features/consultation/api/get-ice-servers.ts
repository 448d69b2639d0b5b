import type { IceServers } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /consultations/{id}/ice-servers: STUN and TURN servers, read when joining. */
export const getIceServers = (bookingId: string) =>
  apiRequest<IceServers>(`/consultations/${encodeURIComponent(bookingId)}/ice-servers`);
