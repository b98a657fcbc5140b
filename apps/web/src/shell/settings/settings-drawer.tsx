import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { Alert, Button, Divider, Drawer, Segmented, Select, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import type { DisplaySettings } from '../../platform/settings/display-settings';
import { PRIMARY_COLOR_PRESETS } from '../../platform/settings/display-settings';
import { useDisplaySettings } from '../../platform/settings/display-settings-store';
import { themeTextColors } from '../../platform/theme/theme-contrast';
import { LAYOUT_NS } from '../layout-i18n';
import { SettingRow } from './setting-row';

/**
 * The development-only settings drawer (spec §2.6). The layout imports it lazily behind
 * `import.meta.env.DEV`, so production builds do not contain it.
 */
export function SettingsDrawer() {
  const { t } = useTranslation(LAYOUT_NS);
  const [open, setOpen] = useState(false);
  const settings = useDisplaySettings();
  const update = (patch: Partial<DisplaySettings>) => settings.update(patch);
  const topMenu = settings.layout === 'topmenu';

  const copy = async () => {
    const { update: _update, ...plain } = settings;
    try {
      await navigator.clipboard.writeText(JSON.stringify(plain, null, 2));
      showMessage('success', t('settings.copied'));
    } catch {
      showMessage('error', t('settings.copyFailed'));
    }
  };

  return (
    <>
      <Tooltip title={t('settings.open')} placement="left">
        <Button
          data-testid="settings-drawer-trigger"
          type="primary"
          aria-label={t('settings.open')}
          icon={open ? <CloseOutlined /> : <SettingOutlined />}
          onClick={() => setOpen(!open)}
          style={{
            position: 'fixed',
            right: open ? 300 : 0,
            top: 240,
            zIndex: 1001,
            width: 48,
            height: 48,
            borderRadius: '4px 0 0 4px',
            transition: 'right 0.3s',
          }}
        />
      </Tooltip>
      <Drawer
        data-testid="settings-drawer"
        title={t('settings.title')}
        open={open}
        size={300}
        onClose={() => setOpen(false)}
        closable={false}
      >
        <Typography.Title level={5}>{t('settings.menuTheme')}</Typography.Title>
        <Segmented<DisplaySettings['menuTheme']>
          block
          data-testid="settings-menu-theme"
          value={settings.menuTheme}
          onChange={(menuTheme) => update({ menuTheme })}
          options={[
            { value: 'dark', label: t('settings.themeDark') },
            { value: 'light', label: t('settings.themeLight') },
          ]}
        />

        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('settings.primaryColor')}
        </Typography.Title>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {PRIMARY_COLOR_PRESETS.map((preset) => (
            <Tooltip key={preset.key} title={t(`color.${preset.key}`)}>
              <button
                type="button"
                data-testid={`settings-color-${preset.color}`}
                aria-label={t(`color.${preset.key}`)}
                aria-pressed={settings.primaryColor === preset.color}
                onClick={() => update({ primaryColor: preset.color })}
                style={{
                  width: 24,
                  height: 24,
                  border: 'none',
                  borderRadius: 4,
                  cursor: 'pointer',
                  background: preset.color,
                  color: '#fff',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {settings.primaryColor === preset.color && <CheckOutlined />}
              </button>
            </Tooltip>
          ))}
        </div>
        {!themeTextColors(settings.primaryColor).readable && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            data-testid="settings-color-unreadable"
            title={t('settings.colorUnreadable', { color: settings.primaryColor })}
          />
        )}

        <Divider />
        <Typography.Title level={5}>{t('settings.navigationMode')}</Typography.Title>
        <Segmented<DisplaySettings['layout']>
          block
          data-testid="settings-navigation-mode"
          value={settings.layout}
          onChange={(layout) => update({ layout })}
          options={[
            { value: 'sidemenu', label: t('settings.sideMenu') },
            { value: 'topmenu', label: t('settings.topMenu') },
          ]}
        />
        <SettingRow
          label={t('settings.contentWidth')}
          hint={topMenu ? undefined : t('settings.contentWidthHint')}
        >
          <Select
            size="small"
            style={{ width: 90 }}
            data-testid="settings-content-width"
            value={settings.contentWidth}
            onChange={(contentWidth) => update({ contentWidth })}
            options={[
              { value: 'Fixed', label: t('settings.contentWidthFixed') },
              ...(topMenu ? [{ value: 'Fluid' as const, label: t('settings.contentWidthFluid') }] : []),
            ]}
          />
        </SettingRow>
        <SettingRow label={t('settings.fixedHeader')}>
          <Switch
            size="small"
            data-testid="settings-fixed-header"
            checked={settings.fixedHeader}
            onChange={(fixedHeader) => update({ fixedHeader })}
          />
        </SettingRow>
        <SettingRow
          label={t('settings.autoHideHeader')}
          hint={settings.fixedHeader ? undefined : t('settings.autoHideHeaderHint')}
        >
          <Switch
            size="small"
            data-testid="settings-auto-hide-header"
            disabled={!settings.fixedHeader}
            checked={settings.fixedHeader && settings.autoHideHeader}
            onChange={(autoHideHeader) => update({ autoHideHeader })}
          />
        </SettingRow>
        <SettingRow
          label={t('settings.fixedSidebar')}
          hint={topMenu ? t('settings.fixedSidebarHint') : undefined}
        >
          <Switch
            size="small"
            data-testid="settings-fixed-sidebar"
            disabled={topMenu}
            checked={!topMenu && settings.fixedSidebar}
            onChange={(fixedSidebar) => update({ fixedSidebar })}
          />
        </SettingRow>

        <Divider />
        <Typography.Title level={5}>{t('settings.other')}</Typography.Title>
        <SettingRow label={t('settings.colorWeak')}>
          <Switch
            size="small"
            data-testid="settings-color-weak"
            checked={settings.colorWeak}
            onChange={(colorWeak) => update({ colorWeak })}
          />
        </SettingRow>
        <SettingRow label={t('settings.multiTab')}>
          <Switch
            size="small"
            data-testid="settings-multi-tab"
            checked={settings.multiTab}
            onChange={(multiTab) => update({ multiTab })}
          />
        </SettingRow>

        <Divider />
        <Button block data-testid="settings-copy" onClick={() => void copy()}>
          {t('settings.copy')}
        </Button>
        <Alert type="warning" style={{ marginTop: 16 }} title={t('settings.copyHint')} />
      </Drawer>
    </>
  );
}
