import type { Currency } from '@sustho/contracts';
import { ProviderError } from '../../lib/errors.js';
import { parseDecimalAmount, toDecimalString } from '../../lib/money.js';

/** The return URLs and the IPN the gateway posts to: the API's own routes. */
export const SSLCOMMERZ_RETURN_PATHS = {
  success: '/api/payments/sslcommerz/success',
  fail: '/api/payments/sslcommerz/fail',
  cancel: '/api/payments/sslcommerz/cancel',
  ipn: '/api/payments/sslcommerz/ipn',
} as const;

export interface SslcommerzSession {
  tranId: string;
  amountCents: number;
  currency: Currency;
  payableId: string;
  productName: string;
  customer: { name: string; email: string; phone: string };
}

/** A transaction as the validation API confirms it; `status` is VALID or VALIDATED. */
export interface SslcommerzValidation {
  status: 'VALID' | 'VALIDATED';
  tranId: string;
  valId: string;
  /** Null when the gateway's amount is not a decimal in hundredths. */
  amountCents: number | null;
  currency: string;
  bankTranId: string;
  /** value_a: the id of what the session was opened to pay for. */
  payableId: string | null;
}

/** What the validation API says about a val_id: confirmed, or why not (INVALID_TRANSACTION, FAILED ...). */
export type ValidationOutcome =
  { confirmed: true; transaction: SslcommerzValidation } | { confirmed: false; status: string };

export type RefundStatus = 'refunded' | 'processing' | 'cancelled';

export interface SslcommerzProvider {
  readonly name: 'sslcommerz';
  /** Opens a session for the amount; answers the gateway's hosted page. */
  createSession(session: SslcommerzSession): Promise<{ gatewayUrl: string }>;
  validate(valId: string): Promise<ValidationOutcome>;
  /** Asks for the whole payment back; answers the gateway's refund_ref_id. */
  refund(request: {
    bankTranId: string;
    amountCents: number;
    refundTransId: string;
    remarks: string;
  }): Promise<{ refundRefId: string }>;
  refundStatus(refundRefId: string): Promise<RefundStatus>;
}

export interface SslcommerzOptions {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com or a test stub. */
  apiUrl: string;
  /** Where the gateway posts back: the API's public URL. */
  publicUrl: string;
  timeoutMs: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * SSLCommerz's hosted payment page (API v4): session creation, the order validation API, and the
 * refund API with its status query. Every failure to reach it, or an answer it could not give,
 * throws ProviderError (502) with the gateway's own reason when it gives one.
 */
export function sslcommerzProvider(options: SslcommerzOptions): SslcommerzProvider {
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderError('SSLCommerz did not answer. Please try again in a moment.', {
        cause: error,
      });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || body === null || typeof body !== 'object') {
      throw new ProviderError(`SSLCommerz answered with an error (HTTP ${response.status})`);
    }
    return body as Record<string, unknown>;
  }

  const query = (params: Record<string, string>) =>
    new URLSearchParams({ ...params, ...credentials, format: 'json' }).toString();

  /** The refund API's answers carry APIConnect: anything but DONE means it did not look at the request. */
  function assertConnected(body: Record<string, unknown>) {
    if (body.APIConnect !== 'DONE') {
      throw new ProviderError(
        `SSLCommerz refused the request (${text(body.APIConnect) || 'no APIConnect'})`,
      );
    }
  }

  return {
    name: 'sslcommerz',

    async createSession(session) {
      const url = (path: string) => `${options.publicUrl}${path}`;
      const form = new URLSearchParams({
        ...credentials,
        total_amount: toDecimalString(session.amountCents),
        currency: session.currency,
        tran_id: session.tranId,
        success_url: url(SSLCOMMERZ_RETURN_PATHS.success),
        fail_url: url(SSLCOMMERZ_RETURN_PATHS.fail),
        cancel_url: url(SSLCOMMERZ_RETURN_PATHS.cancel),
        ipn_url: url(SSLCOMMERZ_RETURN_PATHS.ipn),
        product_name: session.productName,
        product_category: 'Medical consultation',
        product_profile: 'non-physical-goods',
        shipping_method: 'NO',
        num_of_item: '1',
        cus_name: session.customer.name,
        cus_email: session.customer.email,
        cus_phone: session.customer.phone,
        // Required by the gateway, never asked of patients: a consultation ships nothing.
        cus_add1: 'N/A',
        cus_city: 'N/A',
        cus_postcode: 'N/A',
        cus_country: 'Bangladesh',
        value_a: session.payableId,
      });
      const body = await call('/gwprocess/v4/api.php', { method: 'POST', body: form });
      const gatewayUrl = text(body.GatewayPageURL);
      if (body.status !== 'SUCCESS' || !gatewayUrl) {
        throw new ProviderError(
          `The payment provider refused the request: ${text(body.failedreason) || 'no reason given'}`,
        );
      }
      return { gatewayUrl };
    },

    async validate(valId) {
      const body = await call(
        `/validator/api/validationserverAPI.php?${query({ val_id: valId, v: '1' })}`,
      );
      const status = text(body.status);
      if (status !== 'VALID' && status !== 'VALIDATED') {
        return { confirmed: false, status: status || 'no status' };
      }
      return {
        confirmed: true,
        transaction: {
          status,
          tranId: text(body.tran_id),
          valId: text(body.val_id),
          amountCents: parseDecimalAmount(text(body.amount)),
          currency: text(body.currency),
          bankTranId: text(body.bank_tran_id),
          payableId: text(body.value_a) || null,
        },
      };
    },

    async refund({ bankTranId, amountCents, refundTransId, remarks }) {
      const body = await call(
        `/validator/api/merchantTransIDvalidationAPI.php?${query({
          bank_tran_id: bankTranId,
          refund_trans_id: refundTransId,
          refund_amount: toDecimalString(amountCents),
          refund_remarks: remarks,
        })}`,
      );
      assertConnected(body);
      const refundRefId = text(body.refund_ref_id);
      if (body.status === 'failed' || !refundRefId) {
        throw new ProviderError(
          `SSLCommerz did not refund the payment: ${text(body.errorReason) || 'no reason given'}`,
        );
      }
      return { refundRefId };
    },

    async refundStatus(refundRefId) {
      const body = await call(
        `/validator/api/merchantTransIDvalidationAPI.php?${query({ refund_ref_id: refundRefId })}`,
      );
      assertConnected(body);
      const status = text(body.status);
      if (status === 'refunded' || status === 'processing' || status === 'cancelled') return status;
      throw new ProviderError(`SSLCommerz answered an unknown refund status (${status})`);
    },
  };
}
