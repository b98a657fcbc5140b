import { defineResource } from '../resource.js';
import { INT4_MAX } from '../zod-kit.js';

/** The colours a customer tag may take: antd's preset tag colours, so every tag renders the same everywhere. */
export const CUSTOMER_TAG_COLORS = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const;
export type CustomerTagColor = (typeof CUSTOMER_TAG_COLORS)[number];

/** 客户标签分组 (issue 4 "Tags"): a group of tags, single- or multi-select on a customer. */
export const customerTagGroupResource = defineResource({
  name: 'customerTagGroup',
  basePath: '/erp/crm/customerTagGroup',
  menuKey: 'customerTagList',
  recordLabel: { 'zh-CN': '标签组', en: 'Tag group' },
  fields: {
    name: {
      kind: 'text',
      labelKey: 'customerTagGroup.name',
      label: { 'zh-CN': '分组名称', en: 'Group name' },
      required: true,
      unique: true,
      maxLength: 32,
      sortable: true,
      filter: 'contains',
    },
    multiSelect: {
      kind: 'boolean',
      labelKey: 'customerTagGroup.multiSelect',
      label: { 'zh-CN': '允许多选', en: 'Multi-select' },
      filter: 'eq',
    },
    sort: {
      nullable: true,
      kind: 'number',
      labelKey: 'customerTagGroup.sort',
      label: { 'zh-CN': '排序', en: 'Sort order' },
      min: 0,
      max: 9999,
      integer: true,
      sortable: true,
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'customerTagGroup.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
  },
});

/** 客户标签: a coloured tag within a group; its name is unique within the group. */
export const customerTagResource = defineResource({
  name: 'customerTag',
  basePath: '/erp/crm/customerTag',
  menuKey: 'customerTagList',
  recordLabel: { 'zh-CN': '客户标签', en: 'Tag' },
  fields: {
    // First field: the engine names it on a unique clash (group + name).
    name: {
      kind: 'text',
      labelKey: 'customerTag.name',
      label: { 'zh-CN': '标签名称', en: 'Tag name' },
      required: true,
      maxLength: 32,
      sortable: true,
      filter: 'contains',
    },
    groupId: {
      kind: 'number',
      labelKey: 'customerTag.groupId',
      label: { 'zh-CN': '所属分组', en: 'Group' },
      required: true,
      min: 1,
      max: INT4_MAX,
      integer: true,
      filter: 'eq',
      visibleIn: { list: false, form: false, detail: false },
    },
    color: {
      kind: 'enum',
      labelKey: 'customerTag.color',
      label: { 'zh-CN': '颜色', en: 'Colour' },
      values: CUSTOMER_TAG_COLORS,
      required: true,
      filter: 'in',
    },
    sort: {
      nullable: true,
      kind: 'number',
      labelKey: 'customerTag.sort',
      label: { 'zh-CN': '排序', en: 'Sort order' },
      min: 0,
      max: 9999,
      integer: true,
      sortable: true,
    },
  },
});
