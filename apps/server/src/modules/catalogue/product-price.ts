import type { ProductPrice } from '@atrium/contract/endpoints/catalogue-products';
import { DISCOUNT_RATE_FULL } from '@atrium/contract/resources/customer-discount-rate';
import type { DiscountRate } from '../crm/discount-rates/discount-rate-for.js';

/**
 * The price rule orders will use too: the list price, or the list price × the customer's discount
 * rate (its own when in effect, else its level's — discountRateFor decides which), half up to a
 * fen in exact integer arithmetic.
 */
export function priceWithDiscount(listPrice: number, discount: DiscountRate | null): ProductPrice {
  if (!discount) return { listPrice, rate: null, source: 'list', discountRateId: null, price: listPrice };
  const full = BigInt(DISCOUNT_RATE_FULL);
  const scaled = BigInt(listPrice) * BigInt(discount.rate);
  // Half up: add half the divisor before dividing (prices and rates are never negative).
  const price = Number((scaled + full / 2n) / full);
  return { listPrice, rate: discount.rate, source: discount.source, discountRateId: discount.id, price };
}
