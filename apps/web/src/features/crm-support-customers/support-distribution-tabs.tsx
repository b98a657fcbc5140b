import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_GROUPS_NS } from './support-groups-i18n';
import { SupportGroupsPanel } from './support-groups-panel';

/** The 售后分配 screen's two tabs: the groups' auto distribution (given) and 班组管理. */
export function SupportDistributionTabs({ distribution }: { distribution: ReactNode }) {
  const { t } = useTranslation(SUPPORT_GROUPS_NS);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'distribution', label: t('tab.distribution'), children: distribution },
        { key: 'groups', label: t('tab.groups'), children: <SupportGroupsPanel /> },
      ]}
    />
  );
}
