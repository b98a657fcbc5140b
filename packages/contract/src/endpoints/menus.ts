import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { walkMenu } from '../menu-catalogue.js';
import { emptyToUndefined, INT4_MAX, idParams } from '../zod-kit.js';

/**
 * The resources editor (menu key resourceList): the global menu/oper tree everyone's routes are
 * built from. Catalogue entries (`builtIn`) are what the code maps screens and permissions to, so
 * they can be re-titled, re-iconed, hidden, moved and sorted, but not deleted and their key and
 * path stay; entries an administrator added can be changed freely and deleted.
 */

/** Icon names the catalogue uses: the icon picker offers these and the server accepts only these. */
export const MENU_ICON_NAMES: readonly string[] = [
  ...new Set([...walkMenu()].flatMap(({ entry }) => (entry.icon ? [entry.icon] : []))),
];

/** Menu and oper keys: a letter, then letters, digits or underscores (like the catalogue's keys). */
export const MENU_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,63}$/;
/** Route paths: `/`-separated segments, `:param` segments allowed. */
export const MENU_PATH_PATTERN = /^(\/[A-Za-z0-9_.:-]+)+$/;

const title = z.string().trim().min(1).max(32);
const icon = z.preprocess(
  (value) => value ?? '',
  z.union([z.literal(''), z.enum(MENU_ICON_NAMES as [string])]),
);
const path = z.preprocess(
  (value) => value ?? '',
  z.union([z.literal(''), z.string().trim().max(200).regex(MENU_PATH_PATTERN)]),
);

export const menuNode = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  type: z.enum(['menu', 'oper']),
  key: z.string(),
  /** The key roles are granted: the menu key, `menu:action`, or a special key. */
  permissionKey: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  path: z.string(),
  sort: z.number().int(),
  icon: z.string(),
  hidden: z.boolean(),
  /** A catalogue entry the code depends on: not deletable, key and path fixed. */
  builtIn: z.boolean(),
});
export type MenuNode = z.infer<typeof menuNode>;

export const menuTree = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/menu/tree',
  access: permission('resourceList:query'),
  summary: 'Every menu and oper entry with both titles and whether the code depends on it.',
  answer: z.array(menuNode),
});

export const menuCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/admin/menu',
  access: permission('resourceList:add'),
  summary: 'Adds a menu (top level or under a menu) or an oper (under a menu), last among its siblings.',
  body: z.object({
    parentId: z.coerce.number().int().min(-1).max(INT4_MAX),
    type: z.enum(['menu', 'oper']),
    key: z.string().trim().regex(MENU_KEY_PATTERN),
    titleZh: title,
    titleEn: title,
    path,
    icon,
    hidden: z.preprocess(emptyToUndefined, z.boolean().default(false)),
  }),
  answer: menuNode,
});

export const menuUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/menu/:id',
  access: permission('resourceList:update'),
  summary: 'Changes titles, icon and hidden flag (and the path of an entry that is not built in).',
  params: idParams,
  body: z.object({ titleZh: title, titleEn: title, path: path.optional(), icon, hidden: z.boolean() }),
  answer: menuNode,
});

export const menuMove = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/menu/:id/move',
  access: permission('resourceList:update'),
  summary:
    'Places an entry under a parent (-1: top level) at a position among its siblings (0 = first); sorts are renumbered.',
  params: idParams,
  body: z.object({
    parentId: z.coerce.number().int().min(-1).max(INT4_MAX),
    index: z.coerce.number().int().min(0).max(10_000),
  }),
  answer: z.array(menuNode),
});

export const menuDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/admin/menu/:id',
  access: permission('resourceList:delete'),
  summary: 'Deletes an entry an administrator added, with its children; built-in entries are refused.',
  params: idParams,
  answer: z.null(),
});
