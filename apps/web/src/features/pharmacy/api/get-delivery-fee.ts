import type { DeliveryFeeQuote } from '@sustho/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * GET /orders/delivery-fee: what the API will charge for delivering an order of `subtotal` (the
 * threshold and the plan's discount are the server's rule, so checkout never shows another fee).
 */
export const getDeliveryFee = (subtotal: number) =>
  apiRequest<DeliveryFeeQuote>(
    `/orders/delivery-fee?${new URLSearchParams({ subtotal: String(subtotal) })}`,
  );

/** The quote for the cart's subtotal; the last one stays on screen while a changed cart is asked again. */
export const useDeliveryFee = (subtotal: number) =>
  useQuery({
    queryKey: [...queryRoots.orders, 'delivery-fee', subtotal],
    queryFn: () => getDeliveryFee(subtotal),
    placeholderData: keepPreviousData,
  });
