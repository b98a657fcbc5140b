import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showMessage } from '../../platform/feedback/feedback';
import { useClosedTabs } from '../../platform/tabs/closed-tabs-store';
import { closeAll, closeLeft, closeRight, closeTab, type Tab, type TabChange, tabKeyOf } from './tab-rules';
import { useTabs } from './tabs-store';

type TabCommand = 'closeCurrent' | 'closeRight' | 'closeLeft' | 'closeAll';
const COMMANDS: readonly TabCommand[] = ['closeCurrent', 'closeRight', 'closeLeft', 'closeAll'];

/** spec §2.7: one tab per opened route; right-click for close current / right / left / all. */
export function MultiTabBar({ homeTab }: { homeTab: Tab }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs((state) => state.tabs);
  const activeKey = tabKeyOf(pathname);
  const barRef = useRef<HTMLDivElement>(null);

  // antd puts each tab's close button, and the "more tabs" button of a full bar, beside the
  // role="tab"s inside the role="tablist", which may hold tabs only (axe aria-required-children).
  // They stay for the mouse; from the keyboard the arrow keys reach every tab, Delete closes the
  // focused one (antd's tabs handle it) and its context menu closes the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: antd renders the buttons anew when the tabs or the active tab change
  useEffect(() => {
    for (const button of barRef.current?.querySelectorAll('.ant-tabs-tab-remove, .ant-tabs-nav-more') ?? []) {
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
    if (command === 'closeCurrent') apply(closeTab(tabs, key, activeKey));
    else if (command === 'closeLeft') apply(closeLeft(tabs, key, activeKey));
    else if (command === 'closeRight') apply(closeRight(tabs, key, activeKey));
    else apply(closeAll(tabs, homeTab, activeKey));
  };

  const contextMenu = (key: string): MenuProps => ({
    items: COMMANDS.map((command) => ({
      key: command,
      label: <span data-testid={`tab-menu-${command}`}>{t(`tabs.${command}`)}</span>,
    })),
    onClick: ({ key: command, domEvent }) => {
      domEvent.stopPropagation();
      run(command as TabCommand, key);
    },
  });

  return (
    <div data-testid="multi-tab" className="atrium-multi-tab" ref={barRef}>
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
            <Dropdown menu={contextMenu(tab.key)} trigger={['contextMenu']}>
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
