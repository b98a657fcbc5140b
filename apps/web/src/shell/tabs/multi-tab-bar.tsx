import { Dropdown, type MenuProps, Tabs } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showMessage } from '../../platform/feedback/feedback';
import { useClosedTabs } from '../../platform/tabs/closed-tabs-store';
import { LAYOUT_NS } from '../layout-i18n';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  opensContextMenu,
  type Tab,
  type TabChange,
  tabKeyOf,
  tabToFocusAfter,
} from './tab-rules';
import { useTabs } from './tabs-store';

type TabCommand = 'closeCurrent' | 'closeRight' | 'closeLeft' | 'closeAll';
const COMMANDS: readonly TabCommand[] = ['closeCurrent', 'closeRight', 'closeLeft', 'closeAll'];

/**
 * spec §2.7: one tab per opened route; right-click for close current / right / left / all.
 * From the keyboard: Tab reaches the tab bar, the arrows move between tabs (antd's Tabs), and the
 * ContextMenu key or Shift+F10 on a focused tab opens the same menu with its first command
 * focused; after a command the focus stays in the bar.
 */
export function MultiTabBar({ homeTab }: { homeTab: Tab }) {
  const { t } = useTranslation(LAYOUT_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs((state) => state.tabs);
  const activeKey = tabKeyOf(pathname);
  /** The tab whose context menu is open. */
  const [menuKey, setMenuKey] = useState<string | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  /** Focuses a tab once the bar has rendered the change (`ifLost`: only if the focus went nowhere). */
  const focusTab = (key: string | undefined, ifLost = false) => {
    setTimeout(() => {
      const active = document.activeElement;
      if (ifLost && active && active !== document.body && !active.closest('.ant-dropdown')) return;
      const node = [...(bar.current?.querySelectorAll<HTMLElement>('.ant-tabs-tab') ?? [])].find(
        (element) => element.dataset.nodeKey === key,
      );
      node?.querySelector<HTMLElement>('[role="tab"]')?.focus();
    });
  };
  // antd puts each tab's close button, and the "more tabs" button of a full bar, beside the
  // role="tab"s inside the role="tablist", which may hold tabs only (axe aria-required-children).
  // They stay for the mouse; from the keyboard the arrow keys reach every tab, Delete closes the
  // focused one (antd's tabs handle it) and its context menu closes the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: antd renders the buttons anew when the tabs or the active tab change
  useEffect(() => {
    for (const button of bar.current?.querySelectorAll('.ant-tabs-tab-remove, .ant-tabs-nav-more') ?? []) {
      button.setAttribute('aria-hidden', 'true');
      button.setAttribute('tabindex', '-1');
    }
  }, [tabs, activeKey]);

  const apply = (change: TabChange) => {
    if (change.notice) {
      showMessage('info', t(change.notice));
      return;
    }
    useTabs.getState().replace(change.tabs);
    useClosedTabs.getState().markClosed(change.closedPaths);
    if (change.navigateTo) navigate(change.navigateTo);
  };

  const run = (command: TabCommand, key: string) => {
    const change =
      command === 'closeCurrent'
        ? closeTab(tabs, key, activeKey)
        : command === 'closeLeft'
          ? closeLeft(tabs, key, activeKey)
          : command === 'closeRight'
            ? closeRight(tabs, key, activeKey)
            : closeAll(tabs, homeTab, activeKey);
    apply(change);
    focusTab(tabToFocusAfter(change, key, activeKey));
  };

  const contextMenu = (key: string): MenuProps => ({
    items: COMMANDS.map((command) => ({
      key: command,
      label: <span data-testid={`tab-menu-${command}`}>{t(`tabs.${command}`)}</span>,
    })),
    onClick: ({ key: command, domEvent }) => {
      domEvent.stopPropagation();
      setMenuKey(null);
      run(command as TabCommand, key);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!opensContextMenu(event)) return;
    const key = (event.target as HTMLElement).closest<HTMLElement>('.ant-tabs-tab')?.dataset.nodeKey;
    if (!key) return;
    event.preventDefault();
    setMenuKey(key);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the focused tab inside.
    <div data-testid="multi-tab" className="atrium-multi-tab" ref={bar} onKeyDown={onKeyDown}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => {
          const tab = tabs.find((item) => item.key === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') apply(closeTab(tabs, key, activeKey));
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: true,
          label: (
            <Dropdown
              menu={contextMenu(tab.key)}
              trigger={['contextMenu']}
              open={menuKey === tab.key}
              onOpenChange={(open) => {
                setMenuKey(open ? tab.key : null);
                // Esc out of the menu: back to its tab, not to the top of the page.
                if (!open) focusTab(tab.key, true);
              }}
              autoFocus
            >
              <span data-testid="multi-tab-item" data-path={tab.key} style={{ userSelect: 'none' }}>
                {tab.title}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
