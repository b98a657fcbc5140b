import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { idParams, recordId } from '../zod-kit.js';

/**
 * Dragging a category in its tree (商品分类 / 配件分类): the new parent (null: the top) and its
 * place among the new siblings. The server renumbers the siblings' `sort` and refuses a parent
 * that would make a cycle.
 */
export const moveCategoryBody = z.object({
  parentId: recordId.nullable(),
  /** 0 = first among the new siblings; past the end = last. */
  index: z.number().int().min(0).max(9999),
});
export type MoveCategoryBody = z.infer<typeof moveCategoryBody>;

export const movedCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
});

export const moveProductCategory = defineEndpoint({
  method: 'POST',
  path: '/erp/catalogue/productCategory/:id/move',
  access: permission('productCategory:update'),
  summary: 'Moves a product category under another parent and/or among its siblings.',
  params: idParams,
  body: moveCategoryBody,
  answer: movedCategory,
});

export const moveFittingCategory = defineEndpoint({
  method: 'POST',
  path: '/erp/catalogue/fittingCategory/:id/move',
  access: permission('fittingCategory:update'),
  summary: 'Moves a fitting category under another parent and/or among its siblings.',
  params: idParams,
  body: moveCategoryBody,
  answer: movedCategory,
});
