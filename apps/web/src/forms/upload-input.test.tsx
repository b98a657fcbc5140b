import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestFn } from '../platform/api/api-client';
import type { FormField } from './form-schema';
import { renderForm } from './render-form-for-test';

// Credentials never arrive, so accepted files stay "uploading" and only the limits speak.
const pendingRequest: RequestFn = () => new Promise(() => {});

function files(count: number, size = 10): File[] {
  return Array.from({ length: count }, (_, index) => new File([new Uint8Array(size)], `f${index}.txt`));
}

function choose(input: Element, chosen: File[]) {
  fireEvent.change(input, { target: { files: chosen } });
}

const fileInputs = (container: HTMLElement) => [...container.querySelectorAll('input[type="file"]')];

describe('upload limits', () => {
  it('refuses a file over 2 MB by default with a clear message', async () => {
    const { container } = renderForm(
      { fields: [{ tag: 'upload', label: '附件', vModel: 'files' }] },
      { request: pendingRequest },
    );
    choose(fileInputs(container)[0] as Element, files(1, 2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('文件大小不能超过 2MB');
    expect(screen.queryByText('f0.txt')).toBeNull();
  });

  it('accepts 10 files by default and refuses the 11th', async () => {
    const { container } = renderForm(
      { fields: [{ tag: 'upload', label: '附件', vModel: 'files' }] },
      { request: pendingRequest },
    );
    const input = fileInputs(container)[0] as Element;
    expect(input.hasAttribute('multiple')).toBe(false);
    choose(input, files(11));
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传 10 个文件');
    expect(await screen.findByText('f9.txt')).toBeTruthy();
    expect(screen.queryByText('f10.txt')).toBeNull();
  });

  it('honours the field’s own fileSize and limit', async () => {
    const field: FormField = { tag: 'upload', label: '附件', vModel: 'files', fileSize: 1, limit: 2 };
    const { container } = renderForm({ fields: [field] }, { request: pendingRequest });
    choose(fileInputs(container)[0] as Element, files(1, 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('文件大小不能超过 1MB');
    choose(fileInputs(container)[0] as Element, files(3));
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传 2 个文件');
  });

  it('inside a sub-form allows 50 files, several at once, whatever the field says', async () => {
    const { container } = renderForm(
      {
        fields: [
          {
            tag: 'subForm',
            label: '明细',
            vModel: 'lines',
            mode: 'vertical',
            children: [{ tag: 'upload', label: '附件', vModel: 'files', limit: 3, multiple: false }],
          },
        ],
      },
      { request: pendingRequest },
    );
    const input = fileInputs(container)[0] as Element;
    expect(input.hasAttribute('multiple')).toBe(true);
    choose(input, files(51));
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传 50 个文件');
    expect(await screen.findByText('f49.txt')).toBeTruthy();
    expect(screen.queryByText('f50.txt')).toBeNull();
  });
});
