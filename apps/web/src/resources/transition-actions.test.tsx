import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../platform/i18n/i18n';
import { TransitionActions } from './transition-actions';
import { transitionRowActions } from './transition-row-actions';
import './resources-i18n';

const actions = {
  reverse: { label: '冲销', confirm: '确定冲销？', danger: true },
  archive: { label: '归档' },
};

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

describe('transition actions', () => {
  it('shows the transitions the server offers now, and only those the screen names', () => {
    render(
      <TransitionActions
        status={{ state: 'posted', version: 1, transitions: ['archive', 'ship'], pendingTransition: '' }}
        actions={actions}
        onTake={() => {}}
      />,
    );
    expect(screen.getByTestId('transition-archive').textContent).toMatch(/^归\s*档$/);
    expect(screen.queryByTestId('transition-reverse')).toBeNull();
    expect(screen.queryByTestId('transition-ship')).toBeNull();
    expect(screen.queryByTestId('transition-pending')).toBeNull();
  });

  it('takes a transition on its confirmation, one without a confirmation at once', async () => {
    const onTake = vi.fn();
    render(
      <TransitionActions
        status={{ state: 'posted', version: 1, transitions: ['reverse', 'archive'], pendingTransition: '' }}
        actions={actions}
        onTake={onTake}
      />,
    );
    fireEvent.click(screen.getByTestId('transition-archive'));
    expect(onTake).toHaveBeenLastCalledWith('archive');
    fireEvent.click(screen.getByTestId('transition-reverse'));
    expect(onTake).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    });
    expect(onTake).toHaveBeenLastCalledWith('reverse');
  });

  it('names the transition waiting for an approval, and offers none meanwhile', () => {
    render(
      <TransitionActions
        status={{ state: 'posted', version: 1, transitions: [], pendingTransition: 'reverse' }}
        actions={actions}
        onTake={() => {}}
      />,
    );
    expect(screen.getByTestId('transition-pending').textContent).toBe('冲销待审批');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing for a record without transitions', () => {
    const { container } = render(<TransitionActions status={null} actions={actions} onTake={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it("offers a list's row each transition the server offers on it, with the screen's confirmation", () => {
    const onTake = vi.fn();
    const [reverse, archive] = transitionRowActions(actions, onTake);
    const posted = { id: 1, transitions: ['reverse'] };
    const reversed = { id: 2, transitions: [] };
    expect(reverse).toMatchObject({
      key: 'transition-reverse',
      label: '冲销',
      confirm: '确定冲销？',
      danger: true,
    });
    expect([reverse!.shownFor!(posted), reverse!.shownFor!(reversed)]).toEqual([true, false]);
    expect(archive!.shownFor!(posted)).toBe(false);
    reverse!.onClick(posted);
    expect(onTake).toHaveBeenCalledWith(posted, 'reverse');
  });
});
