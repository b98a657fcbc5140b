import type { RepairDetail } from '@atrium/contract/endpoints/repair-orders';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { RepairHeader } from '../../resources/repairs/repair-header';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { useRepair } from '../../resources/repairs/repair-queries';
import { RepairQuoteTable } from '../../resources/repairs/repair-quote-table';
import { RepairSteps } from '../../resources/repairs/repair-steps';
import { RepairStatusTag, WarrantyTag } from '../../resources/repairs/repair-tags';
import { RepairsTimeline } from '../../resources/repairs/repair-timeline';
import { useRepairTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { TransitionActions } from '../../resources/transition-actions';
import { DiagnosisForm } from './diagnosis-form';
import { RepairConsumeTable, RepairSwapForm } from './repair-parts';
import { ShipBackForm } from './ship-back-form';
import { useClaimRepair } from './use-claim-repair';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="atrium-panel" style={{ marginBottom: 16 }} data-testid={testId}>
      <h3 style={{ marginTop: 0 }}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * 维修处理详情 (/workorder/repair/manageDetail/:id): the technician's workbench for one repair.
 * What it shows follows the repair's state and what the server offers: 领取 while unclaimed, the
 * diagnosis and quote while received or diagnosed, 领用 per quote line and 换机 while repairing,
 * 寄回 after quality check (or a declined quote), the transitions between, and the work notes
 * (the timeline's comments).
 */
export function RepairManagePage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useRepair(id);
  const canClaim = useGranted('repairWorkorderManage:update');
  const { claim, claiming } = useClaimRepair();
  const transitions = useRepairTransitions(['quote', 'startRepair', 'finishRepair', 'failCheck', 'close']);
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const repair = detail.data;
  if (!repair)
    return (
      <section className="atrium-panel">
        <Empty description={t('detail.notFound')} />
      </section>
    );
  const offered = (name: string) => repair.transitions.transitions.includes(name);
  const unclaimed = repair.technicianUserId === null && repair.status !== 'closed';
  return (
    <div data-testid="repair-manage">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Space wrap>
            <h2 style={{ margin: 0 }}>{repair.documentNo}</h2>
            <RepairStatusTag status={repair.status} />
            <WarrantyTag underWarranty={repair.underWarranty} />
          </Space>
          <Space wrap>
            {unclaimed && canClaim && (
              <Button
                type="primary"
                loading={claiming === repair.id}
                onClick={() => void claim(repair.id, repair.version)}
                data-testid="repair-claim"
              >
                {t('action.claim')}
              </Button>
            )}
            <TransitionActions
              status={repair.transitions}
              actions={transitions.actions}
              taking={transitions.taking?.id === repair.id ? transitions.taking.name : undefined}
              onTake={(name) => transitions.take(repair.id, name, repair.transitions.version)}
            />
            <Button onClick={() => navigate(REPAIR_PATHS.detail(repair.id))}>
              {t('detail.customerView')}
            </Button>
            <Button onClick={() => navigate(REPAIR_PATHS.workbench)}>{t('action.back')}</Button>
          </Space>
        </Space>
        <RepairSteps repair={repair} />
        {unclaimed && (
          <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('manage.claimFirst')} />
        )}
      </section>
      <WorkPanels repair={repair} offered={offered} />
      <Panel title={t('detail.device')}>
        <RepairHeader repair={repair} />
      </Panel>
      <RepairsTimeline
        kind="repair"
        recordId={repair.id}
        refreshOn={repair.version}
        title={t('manage.notes')}
      />
    </div>
  );
}

/** The work the repair's state calls for. */
function WorkPanels({ repair, offered }: { repair: RepairDetail; offered: (name: string) => boolean }) {
  const { t } = useTranslation(REPAIRS_NS);
  const diagnosing = offered('diagnose');
  const repairing = repair.status === 'repairing';
  return (
    <>
      {diagnosing && (
        <Panel title={t('manage.diagnosis')} testId="panel-diagnosis">
          <DiagnosisForm key={repair.version} repair={repair} />
        </Panel>
      )}
      {repairing ? (
        <>
          <Panel title={t('manage.parts')} testId="panel-parts">
            <RepairConsumeTable repair={repair} />
          </Panel>
          <Panel title={t('manage.swap')} testId="panel-swap">
            <RepairSwapForm repair={repair} />
          </Panel>
        </>
      ) : (
        !diagnosing && (
          <Panel title={t('detail.quote')}>
            <RepairQuoteTable repair={repair} />
          </Panel>
        )
      )}
      {offered('shipBack') && (
        <Panel title={t('manage.shipBack')} testId="panel-ship-back">
          <ShipBackForm repair={repair} />
        </Panel>
      )}
    </>
  );
}
