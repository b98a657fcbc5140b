import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useClosedTabs } from './closed-tabs-store';
import { useScreenKey } from './use-screen-key';

const PATH = '/workorder/create/0';
let mounts = 0;
let navigateTo: (path: string) => void = () => undefined;

function KeptScreen() {
  const [mount] = useState(() => ++mounts);
  navigateTo = useNavigate();
  return <span data-testid="mount">{mount}</span>;
}

function Layout() {
  return <KeptScreen key={useScreenKey()} />;
}

describe('the shown screen’s key', () => {
  it('mounts a screen afresh when its path is opened again after its tab was closed, even if it never left', () => {
    render(
      <MemoryRouter initialEntries={[PATH]}>
        <Layout />
      </MemoryRouter>,
    );
    // Opened again without its tab being closed (a menu click on the shown screen): kept.
    act(() => navigateTo(PATH));
    expect(screen.getByTestId('mount').textContent).toBe('1');
    // Its tab closed, and the same path opened again before the navigation away was drawn.
    act(() => useClosedTabs.getState().markClosed([PATH]));
    act(() => navigateTo(PATH));
    expect(screen.getByTestId('mount').textContent).toBe('2');
    // The fresh screen consumes the flag (as 新建工单 does); later visits keep it.
    expect(useClosedTabs.getState().consume(PATH)).toBe(true);
    act(() => navigateTo(PATH));
    expect(screen.getByTestId('mount').textContent).toBe('2');
  });
});
