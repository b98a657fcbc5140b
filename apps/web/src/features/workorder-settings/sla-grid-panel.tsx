import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import type * as api from '@atrium/contract/endpoints/workorder-settings';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { PriorityMark } from './priority-mark';
import { durationText } from './sla-duration';
import { type SlaCell, SlaPolicyModal } from './sla-policy-modal';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import {
  useWorkOrderPriorities,
  useWorkOrderSlaPolicies,
  useWorkOrderTypes,
} from './workorder-settings-queries';
import './sla-grid.css';

const CALENDAR_PATH = '/system/businessCalendar';

/**
 * 工单设置 › SLA 策略: a grid of types (rows) by priorities (columns); each cell says its first
 * response and resolution targets in business time, or 未设置, and opens its policy to set or
 * change (with the add / update oper). Above it, how business time is counted and where the
 * working hours and holidays are set (系统管理 › 工作日历).
 */
export function SlaGridPanel() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const can = useAction();
  const canCalendar = useGranted('businessCalendarSettings:query');
  const types = useWorkOrderTypes();
  const priorities = useWorkOrderPriorities();
  const policies = useWorkOrderSlaPolicies();
  const [cell, setCell] = useState<SlaCell | undefined>(undefined);

  const note = (
    <Alert
      type="info"
      showIcon
      icon={<InfoCircleOutlined />}
      style={{ marginBottom: 16 }}
      title={t('sla.note')}
      action={canCalendar ? <Link to={CALENDAR_PATH}>{t('sla.calendarLink')}</Link> : undefined}
      data-testid="sla-note"
    />
  );
  if (!types.data || !priorities.data || !policies.data)
    return (
      <>
        {note}
        <Skeleton active={types.isPending || priorities.isPending || policies.isPending} />
      </>
    );
  if (types.data.length === 0 || priorities.data.length === 0)
    return (
      <>
        {note}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sla.empty')} />
      </>
    );

  const byPair = new Map(policies.data.map((policy) => [`${policy.typeId}:${policy.priorityId}`, policy]));
  const writable = (policy: api.WorkOrderSlaPolicyRow | undefined) => can(policy ? 'update' : 'add');
  const disabledTag = <Tag style={{ marginInlineStart: 4 }}>{t('sla.disabled')}</Tag>;

  return (
    <div data-testid="sla-grid">
      {note}
      <div className="workorder-sla-grid-scroll">
        <table className="workorder-sla-grid">
          <thead>
            <tr>
              <th scope="col">{t('sla.type')}</th>
              {priorities.data.map((priority) => (
                <th scope="col" key={priority.id}>
                  <PriorityMark priority={priority} />
                  {priority.enabled ? null : disabledTag}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {types.data.map((type) => (
              <tr key={type.id}>
                <th scope="row">
                  {type.name}
                  {type.enabled ? null : disabledTag}
                </th>
                {priorities.data.map((priority) => {
                  const policy = byPair.get(`${type.id}:${priority.id}`);
                  const names = { type: type.name, priority: priority.name };
                  const content = policy ? (
                    <span className="workorder-sla-cell-targets">
                      <span>
                        {t('sla.firstResponse')} {durationText(t, policy.firstResponseMinutes)}
                      </span>
                      <span>
                        {t('sla.resolution')} {durationText(t, policy.resolutionMinutes)}
                      </span>
                    </span>
                  ) : (
                    <span className="workorder-sla-cell-empty">{t('sla.notSet')}</span>
                  );
                  return (
                    <td key={priority.id} data-testid={`sla-cell-${type.code}-${priority.code}`}>
                      {writable(policy) ? (
                        <Button
                          type="text"
                          className="workorder-sla-cell"
                          onClick={() => setCell({ type, priority, policy })}
                        >
                          {/* Its name says which pair it sets, then what it shows. */}
                          <span className="atrium-visually-hidden">{t('sla.setCell', names)}: </span>
                          {content}
                        </Button>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SlaPolicyModal cell={cell} onClose={() => setCell(undefined)} />
    </div>
  );
}
