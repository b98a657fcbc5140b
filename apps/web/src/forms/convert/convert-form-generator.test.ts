import { describe, expect, it } from 'vitest';
import type { FormField } from '../form-schema';
import { convertFormGenerator } from './convert-form-generator';
import { isFormGeneratorJson } from './form-generator-format';
import { FORM_GENERATOR_SAMPLE } from './form-generator-sample';

const { definition, issues } = convertFormGenerator(FORM_GENERATOR_SAMPLE);
const byKey = new Map(definition.fields.map((field) => [field.vModel, field]));
const field = (key: string): FormField => {
  const found = byKey.get(key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};
const issuesAt = (label: string) => issues.filter((issue) => issue.label === label);

describe('form-generator converter', () => {
  it('detects the original format by __config__, as an object or a bare field list', () => {
    expect(isFormGeneratorJson(FORM_GENERATOR_SAMPLE)).toBe(true);
    expect(isFormGeneratorJson(FORM_GENERATOR_SAMPLE.fields)).toBe(true);
    expect(isFormGeneratorJson({ fields: [{ tag: 'input', label: 'a', vModel: 'a' }] })).toBe(false);
    expect(convertFormGenerator(FORM_GENERATOR_SAMPLE.fields).definition.fields).toHaveLength(
      definition.fields.length,
    );
  });

  it('keeps the fields in order, row containers lifted in place', () => {
    expect(definition.fields.map((f) => f.vModel)).toEqual([
      'customerName',
      'phone',
      'description',
      'secret',
      'quantity',
      'urgency',
      'source',
      'region',
      'serviceMode',
      'faults',
      'underWarranty',
      'progress',
      'appointmentTime',
      'reportDate',
      'deadline',
      'billingMonth',
      'satisfaction',
      'photos',
      'owner',
      'department',
      'relatedApproval',
      'field127',
      'field128',
      'parts',
    ]);
    expect(issuesAt('行容器')).toMatchObject([{ severity: 'adjusted', code: 'rowFlattened' }]);
  });

  it('maps el-input with its common properties, rules and the back-office flags', () => {
    expect(field('customerName')).toEqual({
      tag: 'input',
      label: '客户名称',
      vModel: 'customerName',
      required: true,
      span: 12,
      placeholder: '请输入客户名称',
      maxLength: 50,
      allowPrint: true,
      isTicketVisile: true,
    });
    expect(field('phone').regList).toEqual([{ pattern: '/^1[3-9]\\d{9}$/', message: '联系电话格式不正确' }]);
    expect(issuesAt('联系电话')).toMatchObject([{ code: 'badPattern', severity: 'adjusted' }]);
  });

  it('maps textarea rows, password inputs and number limits', () => {
    expect(field('description')).toMatchObject({ tag: 'textarea', rows: 3, maxLength: 500 });
    expect(field('secret').tag).toBe('input');
    expect(issuesAt('查询密码')).toMatchObject([{ code: 'passwordAsText' }]);
    expect(field('quantity')).toMatchObject({
      tag: 'number',
      min: 1,
      max: 99,
      step: 1,
      precision: 0,
      defaultValue: 1,
    });
  });

  it('maps static options, dynamic sources with their mapping, and cascader trees', () => {
    expect(field('urgency')).toMatchObject({
      tag: 'select',
      dataType: 'static',
      defaultValue: 2,
      required: true,
      options: [
        { label: '一般', value: 1 },
        { label: '紧急', value: 2 },
        { label: '非常紧急', value: 3 },
      ],
    });
    expect(field('source')).toMatchObject({
      tag: 'select',
      dataType: 'dynamic',
      url: '/erp/common/dict/customer_source',
      method: 'GET',
      dataPath: 'list',
      mapping: { label: 'dictLabel', value: 'dictValue' },
      multiple: true,
    });
    expect(field('region')).toMatchObject({
      tag: 'cascader',
      options: [
        { label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] },
        { label: '江苏', value: 'js' },
      ],
    });
    expect(field('region').defaultValue).toBeUndefined();
    expect(issuesAt('所在地区')).toMatchObject([{ code: 'multipleCascader' }]);
    expect(field('serviceMode')).toMatchObject({ tag: 'radio', defaultValue: 'onsite' });
    expect(field('faults')).toMatchObject({ tag: 'checkbox' });
  });

  it('maps switch, slider, pickers and rate', () => {
    expect(field('underWarranty')).toMatchObject({ tag: 'switch', defaultValue: false });
    expect(field('progress')).toMatchObject({ tag: 'slider', min: 0, max: 100, step: 10, defaultValue: 20 });
    expect(field('appointmentTime')).toMatchObject({ tag: 'time', placeholder: '请选择预约时间' });
    expect(field('reportDate')).toMatchObject({ tag: 'date', defaultValue: '2026-01-05 00:00:00' });
    expect(field('deadline').tag).toBe('dateRange');
    expect(field('billingMonth').tag).toBe('date');
    expect(issuesAt('账期月份')).toMatchObject([{ code: 'dateTypeChanged', detail: 'month' }]);
    expect(field('satisfaction')).toEqual(expect.objectContaining({ tag: 'rate', count: 5 }));
    expect(field('satisfaction').defaultValue).toBeUndefined();
    expect(issuesAt('满意度')).toMatchObject([{ code: 'halfStars' }]);
  });

  it('maps upload limits, converting KB to MB', () => {
    expect(field('photos')).toMatchObject({
      tag: 'upload',
      fileSize: 500 / 1024,
      limit: 6,
      name: 'photo',
      accept: 'image/*',
      multiple: true,
      listType: 'picture-card',
    });
    expect(issuesAt('现场照片')).toMatchObject([
      { code: 'uploadAction', detail: 'https://example.com/upload' },
    ]);
  });

  it('maps the back office tags for staff, departments, approvals and sub-forms', () => {
    expect(field('owner')).toMatchObject({ tag: 'employee', required: true, span: 12 });
    expect(field('department').tag).toBe('department');
    expect(field('relatedApproval').tag).toBe('relatedApproval');
    expect(field('parts')).toMatchObject({
      tag: 'subForm',
      mode: 'vertical',
      addButton: true,
      deleteButton: false,
      canEdit: true,
      children: [
        { tag: 'input', vModel: 'partName', required: true, span: 12 },
        { tag: 'number', vModel: 'partCount', min: 1 },
      ],
    });
    expect(issuesAt('内嵌明细')).toMatchObject([{ severity: 'skipped', code: 'nestedSubForm' }]);
  });

  it('reports every tag it cannot render instead of dropping it silently', () => {
    const skipped = issues.filter((issue) => issue.severity === 'skipped');
    expect(skipped.map((issue) => [issue.label, issue.tag, issue.code])).toEqual([
      ['服务时段', 'el-time-picker', 'timeRange'],
      ['标记颜色', 'el-color-picker', 'unsupportedTag'],
      ['处理说明', 'tinymce', 'unsupportedTag'],
      ['提交', 'el-button', 'unsupportedTag'],
      ['内嵌明细', 'sub-form', 'nestedSubForm'],
    ]);
    expect(skipped[1]?.path).toBe('fields[18]');
  });

  it('gives a missing key one from formId and renames a repeated key', () => {
    expect(field('field127').label).toBe('备用联系人');
    expect(issuesAt('备用联系人')).toMatchObject([{ code: 'generatedKey', detail: 'field127' }]);
    expect(field('field128').label).toBe('联系电话（备用）');
    expect(issuesAt('联系电话（备用）')).toMatchObject([{ code: 'duplicateKey', detail: 'field128' }]);
  });

  it('reports form settings the renderer fixes and applies a form-wide span', () => {
    expect(issues.filter((issue) => issue.severity === 'setting')).toEqual([
      { severity: 'setting', code: 'formSetting', path: 'labelWidth', detail: '100' },
    ]);
    const converted = convertFormGenerator({
      fields: [{ __config__: { tag: 'el-input', label: '名称' }, __vModel__: 'name' }],
      labelPosition: 'top',
      gutter: 10,
      size: 'small',
      span: 12,
    });
    expect(converted.definition.fields[0]).toMatchObject({ span: 12 });
    expect(converted.issues.map((issue) => [issue.path, issue.detail])).toEqual([
      ['labelPosition', 'top'],
      ['gutter', '10'],
      ['size', 'small'],
    ]);
  });

  it('survives junk: non-object entries, missing tags, odd values', () => {
    const result = convertFormGenerator({
      fields: [
        null,
        'x',
        { __config__: { label: '无类型' } },
        { __config__: { tag: 'el-input', span: 'abc' } },
      ],
    });
    expect(result.definition.fields).toEqual([{ tag: 'input', label: 'field101', vModel: 'field101' }]);
    expect(result.issues.map((issue) => issue.code)).toEqual(['missingTag', 'generatedKey']);
  });
});
