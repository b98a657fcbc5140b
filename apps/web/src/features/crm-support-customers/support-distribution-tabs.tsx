import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPORT_GROUPS_NS } from './support-groups-i18n';
import { SupportGroupsPanel } from './support-groups-panel';

const TAB_PARAM = 'tab';
const GROUPS_TAB = 'groups';

/** The 售后分配 screen's two tabs: the groups' auto distribution (given) and 班组管理. */
export function SupportDistributionTabs({ distribution }: { distribution: ReactNode }) {
  const { t } = useTranslation(SUPPORT_GROUPS_NS);
  // The open tab is in the URL (a refresh keeps 班组管理 open); the distribution tab when absent.
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <Tabs
      destroyOnHidden
      activeKey={searchParams.get(TAB_PARAM) === GROUPS_TAB ? GROUPS_TAB : 'distribution'}
      onChange={(key) =>
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          if (key === GROUPS_TAB) next.set(TAB_PARAM, GROUPS_TAB);
          else next.delete(TAB_PARAM);
          return next;
        })
      }
      items={[
        { key: 'distribution', label: t('tab.distribution'), children: distribution },
        { key: GROUPS_TAB, label: t('tab.groups'), children: <SupportGroupsPanel /> },
      ]}
    />
  );
}
