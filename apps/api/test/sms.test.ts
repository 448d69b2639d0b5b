import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkSmsBdTransport } from '../src/modules/sms/transport.js';

/**
 * A local stand-in for BulkSMSBD's /api/smsapi: it answers as the gateway documents, 202 for a
 * submitted SMS and its error codes otherwise, chosen by the number texted.
 */
let server: Server;
let url = '';
const received: Record<string, string>[] = [];

const readForm = (request: IncomingMessage) =>
  new Promise<Record<string, string>>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = await readForm(request);
    received.push(form);
    if (form.number === '8801700000500') {
      response.writeHead(500).end('oops');
      return;
    }
    const code =
      form.api_key !== 'key-1'
        ? 1011
        : form.number === '8801700000007'
          ? 1007
          : form.senderid !== '8809601000000'
            ? 1002
            : 202;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        response_code: code,
        message_id: code === 202 ? 12345 : undefined,
        success_message: code === 202 ? 'SMS Submitted Successfully' : '',
        error_message: code === 202 ? '' : 'refused',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  url = `http://127.0.0.1:${port}/api/smsapi`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = (apiKey = 'key-1', senderId = '8809601000000') =>
  bulkSmsBdTransport({ apiUrl: url, apiKey, senderId });

describe('the BulkSMSBD gateway', () => {
  it('posts the key, sender, number without + and the text, and takes 202 as sent', async () => {
    await gateway().send({ id: 'j1', to: '+8801712345678', text: 'আপনার অ্যাপয়েন্টমেন্ট' });
    expect(received.at(-1)).toEqual({
      api_key: 'key-1',
      type: 'text',
      number: '8801712345678',
      senderid: '8809601000000',
      message: 'আপনার অ্যাপয়েন্টমেন্ট',
    });
  });

  it('throws on its error answers, naming the code, so the job is retried', async () => {
    await expect(
      gateway('wrong').send({ id: 'j2', to: '+8801712345678', text: 'x' }),
    ).rejects.toThrow('BulkSMSBD refused the SMS: 1011 user id not found');
    await expect(gateway().send({ id: 'j3', to: '+8801700000007', text: 'x' })).rejects.toThrow(
      '1007 balance insufficient',
    );
    await expect(
      gateway('key-1', 'unknown').send({ id: 'j4', to: '+8801712345678', text: 'x' }),
    ).rejects.toThrow('1002 sender id not correct or disabled');
    await expect(gateway().send({ id: 'j5', to: '+8801700000500', text: 'x' })).rejects.toThrow(
      'BulkSMSBD answered HTTP 500',
    );
  });
});
