import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env.js';

export interface SmsMessage {
  id: string;
  /** +8801XXXXXXXXX, or another country's number in the same + form. */
  to: string;
  text: string;
}

/** Delivers one SMS, or throws. */
export interface SmsTransport {
  readonly kind: 'folder' | 'bulksmsbd';
  send(message: SmsMessage): Promise<void>;
}

/**
 * The stand-in gateway: each SMS becomes a JSON file in the SMS folder, named by its id so a retry
 * rewrites the same file, and a log line. The line leaves the text out: an SMS may carry a sign-in
 * code (decision 055), which belongs in the file only.
 */
export function folderSmsTransport(folder: string, log: (line: string) => void): SmsTransport {
  return {
    kind: 'folder',
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${message.id}.json`);
      const partial = path.join(folder, `.${message.id}.partial`);
      await writeFile(partial, JSON.stringify(message, null, 2));
      await rename(partial, file);
      log(`SMS to ${message.to} saved to ${file}`);
    },
  };
}

/** BulkSMSBD's answer codes other than 202 (submitted), as its API documentation names them. */
const BULKSMSBD_ERRORS: Record<number, string> = {
  1001: 'invalid number',
  1002: 'sender id not correct or disabled',
  1003: 'required fields missing',
  1005: 'internal error',
  1006: 'balance validity not available',
  1007: 'balance insufficient',
  1011: 'user id not found',
  1012: 'masking SMS must be sent in Bengali',
  1013: 'sender id has no gateway for this API key',
  1014: 'sender type name not found for this sender',
  1015: 'sender id has no valid gateway for this API key',
  1016: 'no active price for this sender id',
  1017: 'no price for this sender id',
  1018: 'the account is disabled',
  1019: 'the price of this sender type is disabled for the account',
  1020: 'the parent account is not found',
  1021: 'the parent account has no active price for this sender type',
  1031: 'the account is not verified',
  1032: 'IP not whitelisted',
};

/**
 * BulkSMSBD (bulksmsbd.net), a Bangladeshi gateway: POST /api/smsapi with api_key, senderid,
 * number (8801XXXXXXXXX) and message; it answers JSON whose response_code is 202 when the SMS was
 * submitted. Any other answer throws, and the job is retried with backoff.
 */
export function bulkSmsBdTransport(settings: {
  apiUrl: string;
  apiKey: string;
  senderId: string;
}): SmsTransport {
  return {
    kind: 'bulksmsbd',
    async send(message) {
      const form = new URLSearchParams({
        api_key: settings.apiKey,
        type: 'text',
        number: message.to.replace(/^\+/, ''),
        senderid: settings.senderId,
        message: message.text,
      });
      const response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`BulkSMSBD answered HTTP ${response.status}`);
      const answer = (await response.json().catch(() => null)) as {
        response_code?: number;
        error_message?: string;
      } | null;
      const code = Number(answer?.response_code);
      if (code === 202) return;
      const meaning = BULKSMSBD_ERRORS[code] ?? answer?.error_message ?? 'unexpected answer';
      throw new Error(`BulkSMSBD refused the SMS: ${Number.isNaN(code) ? '?' : code} ${meaning}`);
    },
  };
}

/** BulkSMSBD when its key is set; otherwise the DATA_DIR/sms folder, in both modes (docs/product/appointment-life.md §5). */
export function smsTransportFor(env: Env, log: (line: string) => void): SmsTransport {
  if (env.BULKSMSBD_API_KEY && env.BULKSMSBD_SENDER_ID) {
    return bulkSmsBdTransport({
      apiUrl: env.BULKSMSBD_API_URL,
      apiKey: env.BULKSMSBD_API_KEY,
      senderId: env.BULKSMSBD_SENDER_ID,
    });
  }
  return folderSmsTransport(path.join(env.DATA_DIR, 'sms'), log);
}
