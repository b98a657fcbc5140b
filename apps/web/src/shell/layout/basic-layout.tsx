import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '@atrium/contract';
import { Drawer, Layout } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { matchAppRoute, type RouteTable } from '../../app/route-table';
import { ensureDialogFocus } from '../../platform/focus/dialog-focus';
import { useDayjsLocale } from '../../platform/i18n/use-dayjs-locale';
import { effectiveLayout } from '../../platform/settings/display-settings';
import { useDisplaySettings } from '../../platform/settings/display-settings-store';
import { usePageTitles } from '../../platform/tabs/page-titles-store';
import { useScreenKey } from '../../platform/tabs/use-screen-key';
import { HeaderBar } from '../header/header-bar';
import { RouteBreadcrumb } from '../header/route-breadcrumb';
import { AppMenu } from '../menu/app-menu';
import { MultiTabBar } from '../tabs/multi-tab-bar';
import { type Tab, tabKeyOf } from '../tabs/tab-rules';
import { useTabs } from '../tabs/tabs-store';
import { AppLogo } from './app-logo';
import { useDevice } from './breakpoint';
import { GlobalFooter } from './global-footer';
import { useHeaderHidden } from './header-visibility';
import { ShellSlots } from './shell-slots';

// Tab stays in an open dialog, and the focus goes back to what opened it when it closes.
ensureDialogFocus();

// Development only: in production `import.meta.env.DEV` is false and the chunk is never emitted.
const SettingsDrawer = import.meta.env.DEV
  ? lazy(() => import('../settings/settings-drawer').then((module) => ({ default: module.SettingsDrawer })))
  : null;

/** The main layout (spec §2.6): side or top menu, header, multi-tab bar, content and footer. */
export function BasicLayout({ table }: { table: RouteTable }) {
  const { t } = useTranslation('shell');
  const settings = useDisplaySettings();
  const layout = effectiveLayout(settings);
  const device = useDevice();
  const { pathname, search } = useLocation();
  const screenKey = useScreenKey();
  const route = matchAppRoute(table.layoutRoutes, pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerHidden = useHeaderHidden(layout.autoHideHeader);
  const topMenu = settings.layout === 'topmenu' && device !== 'mobile';
  // Tablets start collapsed; desktops remember the user's choice.
  const [tabletCollapsed, setTabletCollapsed] = useState(true);
  const collapsed = device === 'tablet' ? tabletCollapsed : settings.sidebarCollapsed;
  const toggle = () => {
    if (device === 'mobile') setDrawerOpen(!drawerOpen);
    else if (device === 'tablet') setTabletCollapsed(!tabletCollapsed);
    else settings.update({ sidebarCollapsed: !settings.sidebarCollapsed });
  };
  const dark = settings.menuTheme === 'dark';

  useDayjsLocale();

  const homeTab = useMemo<Tab>(
    () => ({
      key: tabKeyOf(table.homePath),
      fullPath: table.homePath,
      title: matchAppRoute(table.layoutRoutes, table.homePath)?.title ?? t('route.home'),
    }),
    [table, t],
  );

  // Every route opened becomes (or refreshes) a tab, named by the screen when it names itself.
  const pageTitle = usePageTitles((state) => state.byLocation[pathname + search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a path opened again right after its tab was closed (same path, new screen key) needs its tab back
  useEffect(() => {
    if (route?.kind !== 'screen') return;
    const title = pageTitle ?? route.title;
    useTabs.getState().open({ key: tabKeyOf(pathname), fullPath: pathname + search, title });
    document.title = `${title} - Atrium`;
  }, [route, pathname, search, pageTitle, screenKey]);

  // After a locale switch the open tabs take their titles in the new language.
  useEffect(() => {
    const { tabs, replace } = useTabs.getState();
    replace(
      tabs.map((tab) => ({
        ...tab,
        title: matchAppRoute(table.layoutRoutes, tab.fullPath.split('?')[0] ?? '')?.title ?? tab.title,
      })),
    );
  }, [table]);

  // Navigating from the mobile drawer closes it.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  const menu = (mode: 'inline' | 'horizontal', menuCollapsed = false) => (
    <AppMenu
      items={table.menu}
      mode={mode}
      theme={settings.menuTheme}
      selectedPath={route?.path}
      ancestorPaths={route?.parentPaths ?? []}
      collapsed={menuCollapsed}
    />
  );

  const header = (
    <div
      className="atrium-header-wrapper"
      style={{
        position: layout.fixedHeader ? 'sticky' : 'relative',
        transform: headerHidden ? 'translateY(-100%)' : undefined,
      }}
    >
      <HeaderBar
        dark={topMenu && dark}
        compact={device === 'mobile'}
        collapsed={device === 'mobile' ? !drawerOpen : collapsed}
        onToggle={topMenu ? undefined : toggle}
        navigation={
          topMenu ? (
            <div style={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1 }}>
              <AppLogo collapsed={false} dark={dark} />
              <div data-testid="top-menu" style={{ flex: 1, minWidth: 0 }}>
                {menu('horizontal')}
              </div>
            </div>
          ) : device === 'mobile' ? null : (
            <RouteBreadcrumb route={route} pageTitle={pageTitle} />
          )
        }
      />
      {settings.multiTab && <MultiTabBar homeTab={homeTab} />}
    </div>
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="basic-layout">
      {!topMenu && device !== 'mobile' && (
        <Layout.Sider
          data-testid="side-menu"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          collapsible
          trigger={null}
          theme={settings.menuTheme}
          className="atrium-sider"
          style={
            layout.fixedSidebar
              ? { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }
              : undefined
          }
        >
          <AppLogo collapsed={collapsed} dark={dark} />
          {menu('inline', collapsed)}
        </Layout.Sider>
      )}
      {device === 'mobile' && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
        >
          <div data-testid="side-menu">
            <AppLogo collapsed={false} dark={dark} />
            {menu('inline')}
          </div>
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        {header}
        <Layout.Content className="atrium-content">
          <div style={layout.fixedWidth ? { maxWidth: 1200, margin: '0 auto' } : undefined}>
            {topMenu && (
              <div style={{ marginBottom: 12 }}>
                <RouteBreadcrumb route={route} pageTitle={pageTitle} />
              </div>
            )}
            <Outlet key={screenKey} />
          </div>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
      <ShellSlots area="layout.overlay" />
      {SettingsDrawer && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </Layout>
  );
}
