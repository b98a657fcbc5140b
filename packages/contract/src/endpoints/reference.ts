import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { emptyToUndefined, INT4_MAX, optionalFilter, text } from '../zod-kit.js';

/** The most options one answer holds (the picker's page), and its default. */
export const REFERENCE_OPTIONS_MAX = 50;
export const REFERENCE_OPTIONS_DEFAULT = 20;
/** How long a picker waits after the last keystroke before it searches. */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300;
/** How long a keyword may be (longer ones can't help a picker). */
export const REFERENCE_KEYWORD_MAX = 64;

/** A choice of a reference picker: the record's id and its display text. */
export const referenceOption = z.object({ id: z.number().int(), label: z.string() });
export type ReferenceOption = z.infer<typeof referenceOption>;

/** `1,2,3` → [1, 2, 3] (up to 100 ids, each an int4). */
export const idList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((list) => [...new Set(list.split(',').map(Number))].filter((id) => id >= 1 && id <= INT4_MAX))
    .optional(),
);

export const referenceOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/common/reference/:source/options',
  access: SIGNED_IN,
  summary:
    "A reference picker's choices: records of a reference source (user, employee, department, customer…) the caller may link to (the customer source keeps to the caller's data scope), newest first, whose searchable columns contain the keyword; or, with ids, those of the ids (the current value's label). An unknown source answers 404.",
  params: z.object({ source: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,39}$/) }),
  query: z.object({
    keyword: optionalFilter(text.trim().max(REFERENCE_KEYWORD_MAX)),
    ids: idList,
    limit: optionalFilter(z.coerce.number().int().min(1).max(REFERENCE_OPTIONS_MAX)),
  }),
  answer: z.array(referenceOption),
});

/** The most records a reference tree answers (a category or department tree is a few hundred). */
export const REFERENCE_TREE_MAX = 2000;

/** A node of a reference tree: the record's id, its display text and its parent's id (null at the top). */
export const referenceTreeNode = referenceOption.extend({ parentId: z.number().int().nullable() });
export type ReferenceTreeNode = z.infer<typeof referenceTreeNode>;

export const referenceTree = defineEndpoint({
  method: 'GET',
  path: '/erp/common/reference/:source/tree',
  access: SIGNED_IN,
  summary: `A tree-shaped reference source whole (product and fitting categories, departments), each record with its parent, siblings in their order, at most ${REFERENCE_TREE_MAX}: what a tree picker or a list's tree filter offers. Readable by every member, as the options are: a list's filter never needs the right to another screen. A source that is no tree, or an unknown one, answers 404.`,
  params: z.object({ source: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,39}$/) }),
  answer: z.array(referenceTreeNode),
});
