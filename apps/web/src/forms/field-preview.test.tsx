import { act, render, screen, waitFor } from '@testing-library/react';
import Form, { type FormInstance } from 'antd/es/form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestFn } from '../platform/api/api-client';
import { i18n, initI18n } from '../platform/i18n/i18n';
import { FormRenderer } from './form-renderer';
import type { FormDefinition, FormValues } from './form-schema';
import { renderForm } from './render-form-for-test';

const OPTIONS = [
  { label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] },
  { label: '江苏', value: 'js' },
];

const DEFINITION: FormDefinition = {
  fields: [
    { tag: 'switch', label: '开', vModel: 'on' },
    { tag: 'switch', label: '关', vModel: 'off' },
    { tag: 'rate', label: '评分', vModel: 'score' },
    { tag: 'rate', label: '未评', vModel: 'noScore' },
    { tag: 'cascader', label: '地区', vModel: 'region', options: OPTIONS },
    { tag: 'cascader', label: '空地区', vModel: 'noRegion', options: OPTIONS },
    { tag: 'date', label: '日期', vModel: 'day' },
    { tag: 'date', label: '空日期', vModel: 'noDay' },
    { tag: 'dateRange', label: '空区间', vModel: 'noRange' },
    { tag: 'input', label: '空文本', vModel: 'noText' },
    { tag: 'number', label: '空数字', vModel: 'noNumber' },
    { tag: 'select', label: '省份', vModel: 'province', options: OPTIONS },
    { tag: 'checkbox', label: '多省', vModel: 'provinces', options: OPTIONS },
    { tag: 'upload', label: '图片', vModel: 'pictures' },
    { tag: 'upload', label: '空图片', vModel: 'noPictures' },
  ],
};

const VALUES = {
  on: true,
  off: false,
  score: 3,
  region: ['zj', 'hz'],
  day: '2026-01-02 03:04:05',
  province: 'js',
  provinces: ['zj', 'js'],
  pictures: [
    { uid: '1', name: 'a.png', url: '/files/a.png', status: 'done' },
    { uid: '2', name: '合同.pdf', url: '/files/b.pdf', status: 'done' },
  ],
};

const shown = (vModel: string) => screen.getByTestId(`preview-${vModel}`).textContent;

describe('preview texts (spec §2.10)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('reads 是/否, N星/未评分, 未设置 and - exactly', () => {
    renderForm(DEFINITION, { preview: true, values: VALUES });
    expect(shown('on')).toBe('是');
    expect(shown('off')).toBe('否');
    expect(shown('score')).toBe('3星');
    expect(shown('noScore')).toBe('未评分');
    expect(shown('region')).toBe('浙江 / 杭州');
    expect(shown('noRegion')).toBe('未设置');
    expect(shown('day')).toBe('2026-01-02 03:04:05');
    expect(shown('noDay')).toBe('未设置');
    expect(shown('noRange')).toBe('未设置');
    expect(shown('noText')).toBe('-');
    expect(shown('noNumber')).toBe('-');
    expect(shown('province')).toBe('江苏');
    expect(shown('provinces')).toBe('浙江, 江苏');
    expect(shown('noPictures')).toBe('-');
    // No editable control is left in a preview. (antd measures auto-sized text areas with one
    // hidden textarea it keeps on the page: another file's, as the test files share one page.)
    expect(
      document.querySelector('input, textarea:not([name="hiddenTextarea"]), [role="switch"]'),
    ).toBeNull();
  });

  it('shows images as 60x60 thumbnails and other files as links', () => {
    renderForm(DEFINITION, { preview: true, values: VALUES });
    const image = screen.getByAltText('a.png');
    expect(image.getAttribute('width')).toBe('60');
    expect(image.getAttribute('height')).toBe('60');
    expect(screen.getByText('合同.pdf').closest('a')?.getAttribute('href')).toBe('/files/b.pdf');
  });

  it("shows Atrium's stored files (signed-in only) from a copy fetched with the session", async () => {
    const asked: string[] = [];
    const request = (async ({ url }: { url: string }) => {
      asked.push(url);
      return new Blob(['PNG'], { type: 'image/png' });
    }) as RequestFn;
    const createObjectURL = vi.fn(() => 'blob:local-copy');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const values = {
      pictures: [
        { uid: '1', name: 'a.png', url: '/erp/common/files/7', status: 'done', type: 'image/png' },
        { uid: '2', name: '合同.pdf', url: '/erp/common/files/8', status: 'done' },
      ],
    };
    renderForm(DEFINITION, { preview: true, values, request });
    await waitFor(() => expect(screen.getByAltText('a.png').getAttribute('src')).toBe('blob:local-copy'));
    expect(asked).toEqual(['/erp/common/files/7']);
    expect(screen.getByText('合同.pdf').closest('a')?.getAttribute('target')).toBeNull();
  });

  it('has English equivalents', async () => {
    const { enResources } = await import('../platform/i18n/resources-en');
    for (const [namespace, texts] of Object.entries(enResources))
      i18n.addResourceBundle('en', namespace, texts);
    await i18n.changeLanguage('en');
    renderForm(DEFINITION, { preview: true, values: VALUES });
    expect(shown('on')).toBe('Yes');
    expect(shown('off')).toBe('No');
    expect(shown('score')).toBe('3 stars');
    expect(shown('noScore')).toBe('Not rated');
    expect(shown('noRegion')).toBe('Not set');
    expect(shown('noText')).toBe('-');
  });
});

describe('switching to preview', () => {
  it('drops the messages of an earlier validation', async () => {
    const definition: FormDefinition = {
      fields: [{ tag: 'input', label: '名称', vModel: 'name', required: true }],
    };
    initI18n();
    function Switchable({ preview }: { preview: boolean }) {
      const [form] = Form.useForm<FormValues>();
      holder.form = form;
      return <FormRenderer definition={definition} form={form} preview={preview} />;
    }
    const holder: { form: FormInstance<FormValues> | null } = { form: null };
    const view = render(<Switchable preview={false} />);
    await act(async () => {
      await holder.form?.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    view.rerender(<Switchable preview />);
    await waitFor(() => expect(screen.queryByText('名称不能为空')).toBeNull());
    expect(shown('name')).toBe('-');
  });
});
