import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TruncatedText, truncate } from './truncated-text';

describe('long text', () => {
  it('is cut after 15 characters (spec §5) and left alone up to 15', () => {
    expect(truncate('一二三四五六七八九十一二三四五')).toBeNull();
    expect(truncate('一二三四五六七八九十一二三四五六')).toBe('一二三四五六七八九十一二三四五…');
    expect(truncate('😀'.repeat(16))).toBe(`${'😀'.repeat(15)}…`);
  });

  it('shows the whole text in a tooltip', async () => {
    const text = '这是一个很长很长很长很长的客户来源名称';
    render(<TruncatedText text={text} />);
    const cut = screen.getByTestId('truncated-text');
    expect(cut.textContent).toBe('这是一个很长很长很长很长的客户…');
    await act(async () => {
      fireEvent.mouseEnter(cut);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', text);
  });
});
