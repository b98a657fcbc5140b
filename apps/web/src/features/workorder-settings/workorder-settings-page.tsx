import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PriorityListPanel } from './priority-list-panel';
import { SlaGridPanel } from './sla-grid-panel';
import { TypeListPanel } from './type-list-panel';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';

const TAB_PARAM = 'tab';
const TABS = ['types', 'priorities', 'sla'] as const;
type TabKey = (typeof TABS)[number];

/**
 * 工单设置 (/workorder/setting): work-order types, priorities and SLA policies, one tab each; the
 * open tab is in the URL (a refresh keeps it), the types when absent.
 */
export function WorkOrderSettingsPage() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(TAB_PARAM);
  const tab: TabKey = (TABS as readonly string[]).includes(asked ?? '') ? (asked as TabKey) : 'types';
  return (
    <section className="atrium-panel" data-testid="workorder-settings">
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) =>
          setSearchParams((current) => {
            const next = new URLSearchParams();
            // Another tab's page state goes: each list starts on its first page.
            for (const [name, value] of current) if (!name.includes('.')) next.set(name, value);
            if (key === 'types') next.delete(TAB_PARAM);
            else next.set(TAB_PARAM, key);
            return next;
          })
        }
        items={[
          { key: 'types', label: t('tab.types'), children: <TypeListPanel /> },
          { key: 'priorities', label: t('tab.priorities'), children: <PriorityListPanel /> },
          { key: 'sla', label: t('tab.sla'), children: <SlaGridPanel /> },
        ]}
      />
    </section>
  );
}
