import type { FormDefinition } from '../form-schema';

/**
 * The form the designer screen opens with: an after-sales service registration, the kind of
 * custom form the back office builds. Labels are sample data (what a designer would type), so
 * they are not i18n keys.
 */
export const SAMPLE_DEFINITION: FormDefinition = {
  fields: [
    {
      tag: 'input',
      label: '客户名称',
      vModel: 'customerName',
      required: true,
      span: 12,
      placeholder: '请输入客户名称',
      maxLength: 50,
      allowPrint: true,
      isTicketVisile: true,
    },
    {
      tag: 'input',
      label: '联系电话',
      vModel: 'phone',
      required: true,
      span: 12,
      regList: [{ pattern: '^1[3-9]\\d{9}$', message: '联系电话格式不正确' }],
      allowPrint: true,
    },
    {
      tag: 'select',
      label: '服务类型',
      vModel: 'serviceType',
      required: true,
      span: 12,
      dataType: 'static',
      defaultValue: 'repair',
      options: [
        { label: '维修', value: 'repair' },
        { label: '安装', value: 'install' },
        { label: '退换货', value: 'return' },
      ],
    },
    {
      tag: 'radio',
      label: '紧急程度',
      vModel: 'urgency',
      span: 12,
      dataType: 'static',
      defaultValue: 1,
      options: [
        { label: '一般', value: 1 },
        { label: '紧急', value: 2 },
      ],
    },
    { tag: 'date', label: '预约上门', vModel: 'appointment', span: 12 },
    { tag: 'employee', label: '负责人', vModel: 'owner', span: 12 },
    { tag: 'textarea', label: '问题描述', vModel: 'description', rows: 3, maxLength: 500 },
    {
      tag: 'upload',
      label: '现场照片',
      vModel: 'photos',
      accept: 'image/*',
      listType: 'picture-card',
      fileSize: 2,
      limit: 6,
      name: 'file',
    },
    {
      tag: 'subForm',
      label: '配件明细',
      vModel: 'parts',
      mode: 'horizontal',
      addButton: true,
      deleteButton: true,
      canEdit: true,
      children: [
        { tag: 'input', label: '配件名称', vModel: 'partName', required: true },
        { tag: 'number', label: '数量', vModel: 'quantity', min: 1, step: 1, precision: 0 },
      ],
      defaultValue: [{ partName: '电源适配器', quantity: 1 }],
    },
    { tag: 'rate', label: '满意度', vModel: 'satisfaction', count: 5, span: 12 },
    { tag: 'switch', label: '在保修期内', vModel: 'underWarranty', defaultValue: true, span: 12 },
  ],
};
