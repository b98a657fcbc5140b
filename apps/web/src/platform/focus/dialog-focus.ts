/** How many recently focused elements are remembered: enough for a dialog opened from a dialog. */
const HISTORY = 20;

/** What Tab can stop on (those with a negative tabIndex are left out below). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && (element.checkVisibility?.() ?? true),
  );
}

/**
 * Keeps the keyboard in a dialog and gives the focus back to what opened it (WCAG 2.2 focus order),
 * for every antd Modal and Drawer at once. The app installs it through ensureDialogFocus().
 *
 * - Tab on a dialog's last field goes to its first, Shift+Tab on the first to the last. antd's own
 *   lock only pulls the focus back when it lands elsewhere on the page; a dialog is the page's last
 *   element, so Tab from its last field left the page for the browser's toolbar.
 * - antd gives the focus back after its close animation, but most screens render a dialog only
 *   while it is open (`{target && <Modal open …/>}`): it unmounts at once, antd's return never
 *   runs, and the focus fell to <body>, so a keyboard user started over from the top of the page.
 *   Overlays live in containers appended to <body>; when one is removed and the focus went with it
 *   (the last focused element is gone), the most recent focused element still on the page takes it
 *   back (the row's 编辑, or the field of the dialog underneath).
 */
export function installDialogFocus(doc: Document = document): () => void {
  const history: HTMLElement[] = [];
  const remember = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    const known = history.indexOf(target);
    if (known >= 0) history.splice(known, 1);
    history.push(target);
    if (history.length > HISTORY) history.shift();
  };
  const giveBack = () => {
    const active = doc.activeElement;
    if (active && active !== doc.body && active.isConnected) return;
    // The focus was left on the page on purpose (a click on nothing): only a focus that went away
    // with the removed overlay is given back.
    if (history.at(-1)?.isConnected !== false) return;
    for (let index = history.length - 1; index >= 0; index -= 1) {
      const element = history[index]!;
      if (!element.isConnected) {
        history.splice(index, 1);
        continue;
      }
      element.focus({ preventScroll: true });
      // A hidden element (a drawer kept mounted but closed) does not take the focus: try older.
      if (doc.activeElement === element) return;
    }
  };
  const wrapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const active = doc.activeElement;
    const dialog = active?.closest('[role="dialog"]');
    if (!dialog) return;
    const stops = tabbables(dialog);
    const next = event.shiftKey ? active === stops[0] && stops.at(-1) : active === stops.at(-1) && stops[0];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  doc.addEventListener('focusin', remember);
  doc.addEventListener('keydown', wrapTab);
  const observer = new MutationObserver(giveBack);
  observer.observe(doc.body, { childList: true });
  return () => {
    doc.removeEventListener('focusin', remember);
    doc.removeEventListener('keydown', wrapTab);
    observer.disconnect();
  };
}

let installedForApp = false;

/**
 * Installs the above once for the app's document. Called by the parts of the app that open dialogs
 * (the signed-in frame, the screens outside it) when their chunk loads, not by the entry: the login
 * page opens none, and its JavaScript has a budget (180 KB gzip).
 */
export function ensureDialogFocus(): void {
  if (installedForApp) return;
  installedForApp = true;
  installDialogFocus();
}
