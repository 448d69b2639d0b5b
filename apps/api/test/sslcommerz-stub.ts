import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A session the API opened, with what the patient did on the hosted page. */
export interface StubSession {
  sessionkey: string;
  params: Record<string, string>;
  /** Set once the patient paid: the validation id the gateway hands out. */
  valId?: string;
}

/** One transaction the gateway validates; tests may tamper with what it answers. */
export interface StubTransaction {
  status: 'VALID' | 'VALIDATED';
  tran_id: string;
  val_id: string;
  amount: string;
  currency: string;
  bank_tran_id: string;
  value_a: string;
}

export interface StubRefund {
  refund_ref_id: string;
  bank_tran_id: string;
  refund_trans_id: string;
  refund_amount: string;
  /** What the status query answers next; the refund settles on the following query. */
  queries: number;
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return Object.fromEntries(new URLSearchParams(body));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An HTML page that posts `fields` to `action` at once, as the gateway's pages do. */
function autoPost(action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>Redirecting</title></head><body><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Continue</button></noscript></form><script>document.forms[0].submit()</script></body></html>`;
}

/**
 * A local stand-in for SSLCommerz's sandbox: session creation (/gwprocess/v4/api.php), a hosted
 * page that posts back to the success, fail or cancel URL and sends the IPN as the gateway does,
 * the order validation API and the refund API with its status query. Used by the API tests and,
 * through sslcommerz-stub-server.ts, by the browser tests.
 */
export async function startSslcommerzStub(
  options: { storeId?: string; storePassword?: string; port?: number } = {},
) {
  const storeId = options.storeId ?? 'sustho_test';
  const storePassword = options.storePassword ?? 'sustho_test@ssl';
  const sessions = new Map<string, StubSession>();
  const transactions = new Map<string, StubTransaction>();
  const refunds = new Map<string, StubRefund>();
  const ipns: { url: string; status: number; fields: Record<string, string> }[] = [];
  const control = { hang: false, refundQueriesUntilSettled: 0 };
  /** Every call of the refund API, with the refund_trans_id it named (a retry is still a call). */
  const refundCalls: string[] = [];

  const authorised = (params: Record<string, string>) =>
    params.store_id === storeId && params.store_passwd === storePassword;

  /** The patient pays on the hosted page: the gateway validates it and sends the IPN. */
  async function pay(sessionkey: string) {
    const session = sessions.get(sessionkey);
    if (!session) throw new Error(`No stub session ${sessionkey}`);
    const valId = id('VAL');
    session.valId = valId;
    const transaction: StubTransaction = {
      status: 'VALID',
      tran_id: session.params.tran_id!,
      val_id: valId,
      amount: session.params.total_amount!,
      currency: session.params.currency!,
      bank_tran_id: id('BANK'),
      value_a: session.params.value_a ?? '',
    };
    transactions.set(valId, transaction);
    const fields = {
      status: 'VALID',
      tran_id: transaction.tran_id,
      val_id: valId,
      amount: transaction.amount,
      currency: transaction.currency,
      bank_tran_id: transaction.bank_tran_id,
      value_a: transaction.value_a,
      card_type: 'BKASH-BKash',
    };
    return fields;
  }

  async function sendIpn(url: string, fields: Record<string, string>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    ipns.push({ url, status: response.status, fields });
  }

  function json(response: ServerResponse, body: unknown) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function html(response: ServerResponse, body: string) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (control.hang) return; // Never answers: the API's timeout must end the call.
    const url = new URL(request.url ?? '/', 'http://stub');
    const query = Object.fromEntries(url.searchParams);

    if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      const params = await readForm(request);
      if (!authorised(params))
        return json(response, {
          status: 'FAILED',
          failedreason: 'Store Credential Error Or Store is De-active',
        });
      const amount = Number(params.total_amount);
      if (!(amount >= 10 && amount <= 500000))
        return json(response, {
          status: 'FAILED',
          failedreason: 'Invalid Information: total_amount',
        });
      const sessionkey = id('SK');
      sessions.set(sessionkey, { sessionkey, params });
      return json(response, {
        status: 'SUCCESS',
        sessionkey,
        GatewayPageURL: `${baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`,
      });
    }

    if (request.method === 'GET' && url.pathname === '/gwprocess/v4/gw.php') {
      const session = sessions.get(query.SESSIONKEY ?? '');
      if (!session)
        return html(
          response,
          '<!doctype html><title>Invalid session</title><p>Invalid session</p>',
        );
      const action = (choice: string) =>
        `<form method="post" action="/gwprocess/v4/pay/${session.sessionkey}/${choice}"><button>${choice === 'pay' ? 'Pay with bKash' : choice === 'fail' ? 'Fail the payment' : 'Cancel'}</button></form>`;
      return html(
        response,
        `<!doctype html><html lang="en"><head><title>SSLCommerz sandbox</title></head><body><main><h1>SSLCommerz sandbox</h1><p>Amount: ${escapeHtml(session.params.total_amount!)} ${escapeHtml(session.params.currency!)}</p>${action('pay')}${action('fail')}${action('cancel')}</main></body></html>`,
      );
    }

    const choice = /^\/gwprocess\/v4\/pay\/(\w+)\/(pay|fail|cancel)$/.exec(url.pathname);
    if (request.method === 'POST' && choice) {
      const session = sessions.get(choice[1]!);
      if (!session) return html(response, '<!doctype html><title>Invalid session</title>');
      if (choice[2] === 'pay') {
        const fields = await pay(session.sessionkey);
        await sendIpn(session.params.ipn_url!, fields);
        return html(response, autoPost(session.params.success_url!, fields));
      }
      const status = choice[2] === 'fail' ? 'FAILED' : 'CANCELLED';
      const fields = {
        status,
        tran_id: session.params.tran_id!,
        value_a: session.params.value_a ?? '',
      };
      return html(response, autoPost(session.params[`${choice[2]}_url`]!, fields));
    }

    if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
      if (!authorised(query))
        return json(response, { APIConnect: 'INVALID_REQUEST', status: 'INVALID_TRANSACTION' });
      const transaction = transactions.get(query.val_id ?? '');
      if (!transaction)
        return json(response, { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' });
      const answer = { ...transaction, APIConnect: 'DONE', store_amount: transaction.amount };
      // A val_id validated once answers VALIDATED afterwards, as the gateway does.
      transaction.status = 'VALIDATED';
      return json(response, answer);
    }

    if (
      request.method === 'GET' &&
      url.pathname === '/validator/api/merchantTransIDvalidationAPI.php'
    ) {
      if (!authorised(query)) return json(response, { APIConnect: 'INVALID_REQUEST' });
      if (query.refund_ref_id) {
        const refund = refunds.get(query.refund_ref_id);
        if (!refund)
          return json(response, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Invalid refund_ref_id',
          });
        refund.queries += 1;
        const settled = refund.queries > control.refundQueriesUntilSettled;
        return json(response, {
          APIConnect: 'DONE',
          refund_ref_id: refund.refund_ref_id,
          bank_tran_id: refund.bank_tran_id,
          status: settled ? 'refunded' : 'processing',
          initiated_on: new Date().toISOString(),
          ...(settled ? { refunded_on: new Date().toISOString() } : {}),
        });
      }
      const paid = [...transactions.values()].find((t) => t.bank_tran_id === query.bank_tran_id);
      if (!paid)
        return json(response, {
          APIConnect: 'DONE',
          status: 'failed',
          errorReason: 'Invalid bank_tran_id',
        });
      if (query.refund_amount !== paid.amount)
        return json(response, {
          APIConnect: 'DONE',
          status: 'failed',
          errorReason: 'Refund amount is not the paid amount',
        });
      refundCalls.push(query.refund_trans_id ?? '');
      const existing = [...refunds.values()].find(
        (r) => r.refund_trans_id === query.refund_trans_id,
      );
      const refund = existing ?? {
        refund_ref_id: id('REF'),
        bank_tran_id: paid.bank_tran_id,
        refund_trans_id: query.refund_trans_id ?? '',
        refund_amount: query.refund_amount,
        queries: 0,
      };
      refunds.set(refund.refund_ref_id, refund);
      return json(response, {
        APIConnect: 'DONE',
        bank_tran_id: paid.bank_tran_id,
        trans_id: paid.tran_id,
        refund_ref_id: refund.refund_ref_id,
        status: 'success',
      });
    }

    // Not SSLCommerz's: lets a browser test, in another process, see the refunds it asked for.
    if (request.method === 'GET' && url.pathname === '/__stub/refunds')
      return json(response, [...refunds.values()]);

    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    storeId,
    storePassword,
    sessions,
    transactions,
    refunds,
    refundCalls,
    ipns,
    control,
    /** The patient pays on the hosted page; answers the fields the gateway posts back. */
    pay,
    sessionOf(tranId: string) {
      return [...sessions.values()].find((session) => session.params.tran_id === tranId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SslcommerzStub = Awaited<ReturnType<typeof startSslcommerzStub>>;
