import { PAGE_SIZE_MAX } from '@atrium/contract';
import {
  FITS_PER_FITTING_MAX,
  fittingProductPage,
  fittingProductsReplace,
} from '@atrium/contract/endpoints/catalogue-fittings';
import { callEndpoint } from '../../platform/api/call-endpoint';

/** Every product id a fitting fits (for its form's picker), a few full pages at most. */
export async function loadFittingProductIds(fittingId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNum = 1; ids.length < FITS_PER_FITTING_MAX; pageNum++) {
    const page = await callEndpoint(fittingProductPage, {
      params: { id: fittingId },
      query: { pageNum, pageSize: PAGE_SIZE_MAX },
    });
    ids.push(...page.list.map((row) => row.id));
    if (ids.length >= page.total || page.list.length === 0) break;
  }
  return ids;
}

/** Replaces the products a fitting fits, at the version it was saved with. */
export function saveFittingProducts(fittingId: number, version: number, productIds: readonly number[]) {
  return callEndpoint(fittingProductsReplace, {
    params: { id: fittingId },
    body: { productIds: [...productIds], version },
    silent: true,
  });
}
