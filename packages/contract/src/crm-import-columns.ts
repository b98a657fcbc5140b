import type { Fields } from './resource.js';

/**
 * Columns of the CRM list imports (客户公海 / 客户列表, 线索池, 售后客户): the template headers in
 * both locales and what the report names a bad cell by. Dictionary columns take an item's label
 * (电话咨询) or value (phone); phones are checked by the spec §5 formats and stored normalized.
 * A phone appears once per file (`unique`): a second occurrence is a row error.
 */
/**
 * The most rows one CRM import file takes: each row goes through its list's create path (about
 * 10 ms a row), so a file stays well within one request.
 */
export const CRM_IMPORT_MAX_ROWS = 10_000;

const label = (zh: string, en: string) => ({ 'zh-CN': zh, en });

const phone = { kind: 'text', labelKey: 'phone', label: label('联系电话', 'Phone'), unique: true } as const;
const address = { kind: 'text', labelKey: 'address', label: label('地址', 'Address') } as const;
const remark = { kind: 'text', labelKey: 'remark', label: label('备注', 'Remark') } as const;
const source = {
  kind: 'dict',
  labelKey: 'source',
  dictType: 'customerSource',
  label: label('客户来源', 'Source'),
} as const;

export const CUSTOMER_IMPORT_FIELDS = {
  name: { kind: 'text', labelKey: 'name', label: label('客户名称', 'Customer name'), required: true },
  phone,
  contactName: { kind: 'text', labelKey: 'contactName', label: label('联系人', 'Contact name') },
  source,
  level: { kind: 'dict', labelKey: 'level', dictType: 'customerLevel', label: label('客户等级', 'Level') },
  stage: { kind: 'dict', labelKey: 'stage', dictType: 'customerStage', label: label('客户阶段', 'Stage') },
  address,
  remark,
} as const satisfies Fields;

export const CLUE_IMPORT_FIELDS = {
  name: { kind: 'text', labelKey: 'name', label: label('线索名称', 'Clue name'), required: true },
  company: { kind: 'text', labelKey: 'company', label: label('公司名称', 'Company') },
  phone,
  source: { ...source, label: label('线索来源', 'Source') },
} as const satisfies Fields;

export const SUPPORT_CUSTOMER_IMPORT_FIELDS = {
  name: { kind: 'text', labelKey: 'name', label: label('客户名称', 'Customer name'), required: true },
  phone,
  group: { kind: 'text', labelKey: 'group', label: label('售后班组', 'Support group') },
  address,
  remark,
} as const satisfies Fields;
