import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../platform/i18n/i18n';
import { SerialsInput, splitSerials } from './serials-input';
import './stock-i18n';

beforeAll(async () => {
  await initI18n();
});

/** The input as a form would hold it, with what it last handed back. */
function Harness({ onSubmit }: { onSubmit?: () => void }) {
  const [serials, setSerials] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <SerialsInput value={serials} onChange={setSerials} expected="3" />
      <output data-testid="value">{serials.join('|')}</output>
    </form>
  );
}

const box = () => screen.getByPlaceholderText('扫码或输入序列号，回车添加');
const value = () => screen.getByTestId('value').textContent;

describe('serials input', () => {
  it('adds each scanned serial on Enter, clears the box, and never submits the form', () => {
    let submitted = 0;
    render(<Harness onSubmit={() => (submitted += 1)} />);
    for (const serial of ['SN-1', ' SN-2 ']) {
      fireEvent.change(box(), { target: { value: serial } });
      fireEvent.keyDown(box(), { key: 'Enter' });
    }
    expect(value()).toBe('SN-1|SN-2');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(submitted).toBe(0);
    expect(screen.getByText('已录 2 / 3')).toBeTruthy();
  });

  it('refuses a serial entered twice, saying which', () => {
    render(<Harness />);
    for (const serial of ['SN-1', 'SN-1']) {
      fireEvent.change(box(), { target: { value: serial } });
      fireEvent.keyDown(box(), { key: 'Enter' });
    }
    expect(value()).toBe('SN-1');
    expect(screen.getByText('序列号 SN-1 已录入')).toBeTruthy();
  });

  it('adds a pasted list one per line and removes a serial by its tag', () => {
    render(<Harness />);
    fireEvent.paste(box(), { clipboardData: { getData: () => 'A1\nA2\r\nA3' } });
    expect(value()).toBe('A1|A2|A3');
    fireEvent.click(screen.getByText('A2').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!);
    expect(value()).toBe('A1|A3');
  });

  it('splits typed or pasted text at line breaks, commas and spaces', () => {
    expect(splitSerials(' X1, X2，X3\n\nX4\tX5 ')).toEqual(['X1', 'X2', 'X3', 'X4', 'X5']);
    expect(splitSerials('   ')).toEqual([]);
  });
});
