import type { ItemKind } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import type { ModuleHook, RecordEvent } from '../../platform/modules/module-hooks.js';
import { stockMoves } from './stock.tables.js';
import { itemKeyOf, stockItemsOf } from './stock-items.js';

/**
 * An item with stock history (any move: stock on hand, reserved, or once held) is not deleted: its
 * balances would stay in 库存查询 and every later count of the warehouse would name a missing item.
 * Taking it off sale (a product) or disabling it (a fitting) keeps it out of new documents instead.
 */
async function refuseDeletingStockedItem({ tx, actor, id }: RecordEvent, itemKind: ItemKind): Promise<void> {
  const [moved] = await tx
    .select({ id: stockMoves.id })
    .from(stockMoves)
    .where(
      and(eq(stockMoves.orgId, actor.orgId), eq(stockMoves.itemKind, itemKind), eq(stockMoves.itemId, id)),
    )
    .limit(1);
  if (!moved) return;
  const item = { itemKind, itemId: id };
  const items = await stockItemsOf(tx, actor.orgId, [item], { forPosting: false });
  throw new AppError(400, itemKind === 'product' ? 'stock.productHasStock' : 'stock.fittingHasStock', {
    item: items.get(itemKeyOf(item))?.label ?? '',
  });
}

/** The stock module's hooks on the catalogue's records (its manifest's `hooks`). */
export const STOCK_ITEM_HOOKS: readonly ModuleHook[] = [
  { on: 'product.beforeDelete', run: (event) => refuseDeletingStockedItem(event, 'product') },
  { on: 'fitting.beforeDelete', run: (event) => refuseDeletingStockedItem(event, 'fitting') },
];
