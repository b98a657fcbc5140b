import { afterEach, describe, expect, it } from 'vitest';
import { installDialogFocus } from './dialog-focus';

/** An overlay as antd renders one: a container appended to <body>, a dialog with two fields inside. */
function openOverlay(): { container: HTMLDivElement; field: HTMLInputElement; save: HTMLButtonElement } {
  const container = document.createElement('div');
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  const field = document.createElement('input');
  const save = document.createElement('button');
  dialog.append(field, save);
  container.append(dialog);
  document.body.append(container);
  field.focus();
  return { container, field, save };
}

/** Presses Tab (or Shift+Tab) where the focus is; answers whether the page took it (default prevented). */
function pressTab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  return element;
}

/** MutationObserver callbacks run as a microtask after the change. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

let uninstall = () => {};
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
});

describe('installDialogFocus', () => {
  it('gives the focus back to the opener when a dialog is removed with the focus inside', async () => {
    uninstall = installDialogFocus();
    const opener = button('编辑');
    opener.focus();
    const dialog = openOverlay();
    expect(document.activeElement).toBe(dialog.field);
    dialog.container.remove();
    await settled();
    expect(document.activeElement).toBe(opener);
  });

  it('gives it to the dialog underneath when a dialog opened from a dialog goes', async () => {
    uninstall = installDialogFocus();
    button('编辑').focus();
    const outer = openOverlay();
    const inner = openOverlay();
    inner.container.remove();
    await settled();
    expect(document.activeElement).toBe(outer.field);
  });

  it('keeps Tab in an open dialog: from its last stop to its first, and back with Shift+Tab', () => {
    uninstall = installDialogFocus();
    button('编辑').focus();
    const dialog = openOverlay();
    // Between its stops the browser moves on as usual.
    expect(pressTab()).toBe(false);
    dialog.save.focus();
    expect(pressTab()).toBe(true);
    expect(document.activeElement).toBe(dialog.field);
    expect(pressTab(true)).toBe(true);
    expect(document.activeElement).toBe(dialog.save);
  });

  it('leaves a focus the user put elsewhere alone', async () => {
    uninstall = installDialogFocus();
    const opener = button('编辑');
    opener.focus();
    const toast = document.createElement('div');
    document.body.append(toast);
    // A click on nothing: the focus is on <body> while the button stays on the page.
    opener.blur();
    toast.remove();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
