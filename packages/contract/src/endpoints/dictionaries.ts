import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { emptyToUndefined, idParams } from '../zod-kit.js';

/**
 * CRM dictionaries (menu key crmDictionary): the organization's option lists, read by everyone
 * through GET /erp/common/dict/{type}. A type has a code (what screens ask for) and items; an
 * item's value is what records store, so it is fixed once created (labels, colours and order change).
 */

/** A dictionary type code: what GET /erp/common/dict/{type} is called with. */
export const DICT_TYPE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
/** Colours an item may carry: antd tag presets, or a #rrggbb colour. */
export const DICT_COLOR_PATTERN = /^(#[0-9a-fA-F]{6}|[a-z]{3,16})?$/;

const name = z.string().trim().min(1).max(32);
/** An item's English label: may stay empty (English screens then show the Chinese one). */
const labelEn = z.string().trim().max(64);
const remark = z.preprocess((value) => value ?? '', z.string().trim().max(200));
const color = z.preprocess((value) => value ?? '', z.string().trim().regex(DICT_COLOR_PATTERN));
const sort = z.coerce.number().int().min(0).max(1_000_000);

export const dictType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  remark: z.string(),
  enabled: z.boolean(),
  /** One of the dictionaries every organization starts with: can be disabled, not deleted. */
  builtIn: z.boolean(),
  itemCount: z.number().int(),
});
export type DictType = z.infer<typeof dictType>;

export const dictEntry = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  label: z.string(),
  labelEn: z.string(),
  value: z.string(),
  color: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type DictEntry = z.infer<typeof dictEntry>;

export const dictTypeList = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/dict/type/list',
  access: permission('crmDictionary:query'),
  summary: 'Dictionary types of the current organization with their item counts, by code.',
  answer: z.array(dictType),
});

export const dictTypeCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/admin/dict/type',
  access: permission('crmDictionary:add'),
  summary: 'Adds a dictionary type; codes are unique in the organization.',
  body: z.object({ code: z.string().trim().regex(DICT_TYPE_CODE_PATTERN), name, remark }),
  answer: dictType,
});

export const dictTypeUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/dict/type/:id',
  access: permission('crmDictionary:update'),
  summary: 'Renames a dictionary type (its code stays: screens ask for it).',
  params: idParams,
  body: z.object({ name, remark }),
  answer: dictType,
});

/** Enable and disable are separate endpoints so each answers to its own oper key. */
const toggle = <A extends z.ZodType>(
  target: 'type' | 'item',
  action: 'enable' | 'disable',
  answer: A,
  summary: string,
) =>
  defineEndpoint({
    method: 'PUT',
    path: `/erp/admin/dict/${target}/:id/${action}`,
    access: permission(`crmDictionary:${action}`),
    summary,
    params: idParams,
    answer,
  });

export const dictTypeEnable = toggle('type', 'enable', dictType, 'Enables a dictionary type.');
export const dictTypeDisable = toggle(
  'type',
  'disable',
  dictType,
  'Disables a whole type: it then answers no items.',
);

export const dictTypeDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/admin/dict/type/:id',
  access: permission('crmDictionary:delete'),
  summary: 'Deletes a type an administrator added, with its items; built-in types are refused.',
  params: idParams,
  answer: z.null(),
});

export const dictItemPage = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/dict/type/:id/items',
  access: permission('crmDictionary:query'),
  summary: 'Items of one type in their order (enabled and disabled), optionally filtered by label or value.',
  params: idParams,
  query: pageQuery.extend({ keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()) }),
  answer: page(dictEntry),
});

export const dictItemCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/admin/dict/type/:id/items',
  access: permission('crmDictionary:add'),
  summary: 'Adds an item to a type, last unless a sort is given; values are unique within the type.',
  params: idParams,
  body: z.object({
    label: name,
    labelEn: z.preprocess((value) => value ?? '', labelEn),
    value: z.string().trim().min(1).max(64),
    color,
    sort: z.preprocess(emptyToUndefined, sort.optional()),
    enabled: z.preprocess(emptyToUndefined, z.boolean().default(true)),
  }),
  answer: dictEntry,
});

export const dictItemUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/dict/item/:id',
  access: permission('crmDictionary:update'),
  summary: 'Changes the labels, colour and sort of an item (its value is fixed); labelEn left out stays.',
  params: idParams,
  body: z.object({ label: name, labelEn: labelEn.optional(), color, sort }),
  answer: dictEntry,
});

export const dictItemEnable = toggle('item', 'enable', dictEntry, 'Enables an item.');
export const dictItemDisable = toggle(
  'item',
  'disable',
  dictEntry,
  'Disables an item: disabled items are left out of GET /erp/common/dict/{type}.',
);

export const dictItemMove = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/dict/item/:id/move',
  access: permission('crmDictionary:update'),
  summary: 'Swaps an item with its neighbour above or below; the type is renumbered 1..n.',
  params: idParams,
  body: z.object({ direction: z.enum(['up', 'down']) }),
  answer: z.null(),
});

export const dictItemDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/admin/dict/item/:id',
  access: permission('crmDictionary:delete'),
  summary: 'Deletes an item.',
  params: idParams,
  answer: z.null(),
});
