import { defineResource } from '../resource.js';
import { CREDIT_CODE_PATTERN } from '../rules/credit-code.js';

/** Where a supplier stands: 考察中 → 合作中 ⇄ 暂停合作; any → 停止合作; 停止合作 → 考察中 again. */
export const SUPPLIER_STATUSES = ['evaluating', 'active', 'suspended', 'terminated'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/**
 * 供应商列表 (/supply/supplier/list) and 供应商详情: a company we buy from, owned like a customer
 * (each buyer sees their own, a leader their departments', an administrator all). Its contacts are
 * lines (edited and audited with it); an import writes the supplier's own fields and keeps its
 * contacts, as an export writes them without contacts. The tax number is checked against its check
 * character by the server.
 */
export const supplierResource = defineResource({
  name: 'supplier',
  basePath: '/erp/supply/supplier',
  menuKey: 'supplierList',
  recordLabel: { 'zh-CN': '供应商', en: 'Supplier' },
  ownership: true,
  fields: {
    code: {
      kind: 'text',
      labelKey: 'supplier.code',
      label: { 'zh-CN': '供应商编码', en: 'Code' },
      required: true,
      unique: true,
      maxLength: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      sortable: true,
      filter: 'contains',
    },
    name: {
      kind: 'text',
      labelKey: 'supplier.name',
      label: { 'zh-CN': '公司名称', en: 'Company name' },
      required: true,
      maxLength: 100,
      sortable: true,
      filter: 'contains',
    },
    shortName: {
      kind: 'text',
      labelKey: 'supplier.shortName',
      label: { 'zh-CN': '简称', en: 'Short name' },
      maxLength: 32,
      filter: 'contains',
    },
    status: {
      kind: 'enum',
      labelKey: 'supplier.status',
      label: { 'zh-CN': '合作状态', en: 'Status' },
      required: true,
      values: SUPPLIER_STATUSES,
      valueLabels: {
        evaluating: { 'zh-CN': '考察中', en: 'Evaluating' },
        active: { 'zh-CN': '合作中', en: 'Active' },
        suspended: { 'zh-CN': '暂停合作', en: 'Suspended' },
        terminated: { 'zh-CN': '停止合作', en: 'Terminated' },
      },
      transitions: {
        evaluating: ['active', 'terminated'],
        active: ['suspended', 'terminated'],
        suspended: ['active', 'terminated'],
        terminated: ['evaluating'],
      },
      sortable: true,
      filter: 'in',
    },
    phone: {
      kind: 'phone',
      labelKey: 'supplier.phone',
      label: { 'zh-CN': '联系电话', en: 'Phone' },
      filter: 'contains',
    },
    address: {
      kind: 'text',
      labelKey: 'supplier.address',
      label: { 'zh-CN': '地址', en: 'Address' },
      maxLength: 200,
      visibleIn: { list: false },
    },
    bankName: {
      kind: 'text',
      labelKey: 'supplier.bankName',
      label: { 'zh-CN': '开户银行', en: 'Bank' },
      maxLength: 100,
      visibleIn: { list: false },
    },
    bankAccount: {
      kind: 'text',
      labelKey: 'supplier.bankAccount',
      label: { 'zh-CN': '银行账号', en: 'Bank account' },
      maxLength: 34,
      pattern: /^[0-9 ]{8,34}$/,
      visibleIn: { list: false },
    },
    taxNumber: {
      kind: 'text',
      labelKey: 'supplier.taxNumber',
      label: { 'zh-CN': '统一社会信用代码', en: 'Unified social credit code' },
      maxLength: 18,
      pattern: CREDIT_CODE_PATTERN,
      filter: 'eq',
      visibleIn: { list: false },
    },
    invoiceTitle: {
      kind: 'text',
      labelKey: 'supplier.invoiceTitle',
      label: { 'zh-CN': '开票抬头', en: 'Invoice title' },
      maxLength: 100,
      visibleIn: { list: false },
    },
    remark: {
      kind: 'textarea',
      labelKey: 'supplier.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 500,
      visibleIn: { list: false },
    },
  },
  lines: {
    fields: {
      contactName: {
        kind: 'text',
        labelKey: 'contact.name',
        label: { 'zh-CN': '联系人', en: 'Contact' },
        required: true,
        maxLength: 32,
      },
      position: {
        kind: 'text',
        labelKey: 'contact.position',
        label: { 'zh-CN': '职务', en: 'Position' },
        maxLength: 32,
      },
      mobile: {
        kind: 'phone',
        labelKey: 'contact.mobile',
        label: { 'zh-CN': '电话', en: 'Phone' },
      },
      email: {
        kind: 'text',
        labelKey: 'contact.email',
        label: { 'zh-CN': '邮箱', en: 'Email' },
        maxLength: 100,
        pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      },
      primary: {
        kind: 'boolean',
        labelKey: 'contact.primary',
        label: { 'zh-CN': '主联系人', en: 'Primary' },
      },
    },
    max: 20,
  },
});
