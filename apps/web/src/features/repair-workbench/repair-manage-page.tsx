import type { RepairDetail } from '@atrium/contract/endpoints/repair-orders';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { RecordHead, RecordMissing, RecordPanel } from '../../resources/repairs/record-layout';
import { RepairHeader } from '../../resources/repairs/repair-header';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { useRepair } from '../../resources/repairs/repair-queries';
import { RepairQuoteTable } from '../../resources/repairs/repair-quote-table';
import { RepairSteps } from '../../resources/repairs/repair-steps';
import { RepairTags } from '../../resources/repairs/repair-tags';
import { RepairsTimeline } from '../../resources/repairs/repair-timeline';
import { RecordTransitionActions, useRepairTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { DiagnosisForm } from './diagnosis-form';
import { RepairConsumeTable, RepairSwapForm } from './repair-parts';
import { ShipBackForm } from './ship-back-form';
import { useClaimRepair } from './use-claim-repair';

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
  const repair = detail.data;
  if (!repair) return <RecordMissing pending={detail.isPending} />;
  const offered = (name: string) => repair.transitions.transitions.includes(name);
  const unclaimed = repair.technicianUserId === null && repair.status !== 'closed';
  return (
    <div data-testid="repair-manage">
      <RecordHead
        documentNo={repair.documentNo}
        tags={<RepairTags repair={repair} />}
        actions={
          <>
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
            <RecordTransitionActions record={repair} transitions={transitions} />
            <Button onClick={() => navigate(REPAIR_PATHS.detail(repair.id))}>
              {t('detail.customerView')}
            </Button>
            <Button onClick={() => navigate(REPAIR_PATHS.workbench)}>{t('action.back')}</Button>
          </>
        }
      >
        <RepairSteps repair={repair} />
        {unclaimed && (
          <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('manage.claimFirst')} />
        )}
      </RecordHead>
      <WorkPanels repair={repair} offered={offered} />
      <RecordPanel title={t('detail.device')}>
        <RepairHeader repair={repair} />
      </RecordPanel>
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
        <RecordPanel title={t('manage.diagnosis')} testId="panel-diagnosis">
          <DiagnosisForm key={repair.version} repair={repair} />
        </RecordPanel>
      )}
      {repairing ? (
        <>
          <RecordPanel title={t('manage.parts')} testId="panel-parts">
            <RepairConsumeTable repair={repair} />
          </RecordPanel>
          <RecordPanel title={t('manage.swap')} testId="panel-swap">
            <RepairSwapForm repair={repair} />
          </RecordPanel>
        </>
      ) : (
        !diagnosing && (
          <RecordPanel title={t('detail.quote')}>
            <RepairQuoteTable repair={repair} />
          </RecordPanel>
        )
      )}
      {offered('shipBack') && (
        <RecordPanel title={t('manage.shipBack')} testId="panel-ship-back">
          <ShipBackForm repair={repair} />
        </RecordPanel>
      )}
    </>
  );
}
