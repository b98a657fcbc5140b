import type { FormDefinition, FormField } from '../../forms/form-schema';

/**
 * One field of every kind of spec §2.10, plus a sub-form in each mode. Labels are sample data of
 * the playground (what a designer would type), so they are not i18n keys.
 */
const SAMPLE_OPTIONS = [
  { label: '选项一', value: 1 },
  { label: '选项二', value: 2 },
  { label: '选项三', value: 3 },
];

const REGION_OPTIONS = [
  {
    label: '浙江',
    value: 'zj',
    children: [
      { label: '杭州', value: 'hz' },
      { label: '宁波', value: 'nb' },
    ],
  },
  { label: '江苏', value: 'js', children: [{ label: '南京', value: 'nj' }] },
];

/** An inline picture, so the playground shows a thumbnail without any storage behind it. */
const SAMPLE_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#1890ff"/><circle cx="60" cy="60" r="30" fill="#fff"/></svg>',
)}`;

const rowFields: FormField[] = [
  { tag: 'input', label: '名称', vModel: 'name', required: true, span: 12 },
  {
    tag: 'input',
    label: '手机号',
    vModel: 'mobile',
    span: 12,
    regList: [{ pattern: '^1[3-9]\\d{9}$', message: '手机号格式不正确' }],
  },
  { tag: 'number', label: '数量', vModel: 'quantity', min: 0, max: 999, step: 1, precision: 0, span: 12 },
  { tag: 'date', label: '日期', vModel: 'date', span: 12 },
  { tag: 'upload', label: '附件', vModel: 'files', limit: 3 },
];

export const PLAYGROUND_DEFINITION: FormDefinition = {
  fields: [
    {
      tag: 'input',
      label: '客户名称',
      vModel: 'customerName',
      required: true,
      span: 12,
      allowPrint: true,
      isTicketVisile: true,
    },
    {
      tag: 'input',
      label: '联系电话',
      vModel: 'phone',
      span: 12,
      regList: [{ pattern: '^1[3-9]\\d{9}$', message: '联系电话格式不正确' }],
    },
    { tag: 'textarea', label: '备注', vModel: 'remark' },
    {
      tag: 'number',
      label: '金额',
      vModel: 'amount',
      min: 0,
      max: 100000,
      step: 0.5,
      precision: 2,
      span: 12,
    },
    { tag: 'select', label: '级别', vModel: 'level', options: SAMPLE_OPTIONS, dataType: 'static', span: 12 },
    { tag: 'cascader', label: '地区', vModel: 'region', options: REGION_OPTIONS, span: 12 },
    { tag: 'time', label: '时间', vModel: 'time', span: 12 },
    { tag: 'date', label: '日期', vModel: 'date', span: 12 },
    { tag: 'dateRange', label: '起止时间', vModel: 'period', span: 12 },
    { tag: 'radio', label: '类型', vModel: 'kind', options: SAMPLE_OPTIONS, defaultValue: 1, span: 12 },
    { tag: 'checkbox', label: '标签', vModel: 'tags', options: SAMPLE_OPTIONS, span: 12 },
    { tag: 'switch', label: '启用', vModel: 'enabled', defaultValue: true, span: 12 },
    { tag: 'rate', label: '评分', vModel: 'score', span: 12 },
    { tag: 'slider', label: '进度', vModel: 'progress', min: 0, max: 100, step: 5, defaultValue: 30 },
    { tag: 'transfer', label: '成员', vModel: 'members', options: SAMPLE_OPTIONS },
    { tag: 'employee', label: '负责人', vModel: 'owner', span: 12 },
    { tag: 'department', label: '部门', vModel: 'department', span: 12 },
    { tag: 'relatedApproval', label: '关联审批', vModel: 'relatedApproval', span: 12 },
    {
      tag: 'select',
      label: '字典（动态）',
      vModel: 'dictionary',
      dataType: 'dynamic',
      method: 'GET',
      url: '/erp/common/dict/customer_source',
      mapping: { value: 'value', label: 'label' },
      span: 12,
    },
    {
      tag: 'upload',
      label: '图片',
      vModel: 'pictures',
      accept: 'image/*',
      listType: 'picture-card',
      fileSize: 2,
      limit: 10,
      name: 'file',
      defaultValue: [
        { uid: 'sample', name: 'sample.svg', url: SAMPLE_PICTURE, status: 'done', type: 'image/svg+xml' },
      ],
    },
    {
      tag: 'subForm',
      label: '明细（横向）',
      vModel: 'linesHorizontal',
      mode: 'horizontal',
      addButton: true,
      deleteButton: true,
      canEdit: true,
      children: rowFields,
      defaultValue: [{ name: '样品', quantity: 2 }],
    },
    {
      tag: 'subForm',
      label: '明细（纵向）',
      vModel: 'linesVertical',
      mode: 'vertical',
      addButton: true,
      deleteButton: true,
      canEdit: true,
      children: rowFields,
    },
  ],
};
