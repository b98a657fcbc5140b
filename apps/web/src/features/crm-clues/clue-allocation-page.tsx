import { type AnswerOf, type ClueAllocationMode, type ClueRow, crmCluesApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { clueColumns } from './clue-columns';
import { CLUE_POOL_LIST_PATH } from './clue-paths';
import { useCluePool, useClues, useInvalidateClues } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

/** One allocated clue, named for the result line. */
type Assignment = AnswerOf<typeof crmCluesApi.clueAllocate>['assignments'][number] & { clueName: string };

/**
 * 编辑分配窗口 (/customer/clue/allocationEdit/:id): pick open clues of the pool and give them to one
 * member, or round-robin among the members whose auto-assign switch is on (the server continues
 * from the member served last).
 */
export function ClueAllocationPage() {
  const { t } = useTranslation(CLUES_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const pool = useCluePool(id);
  const [status, setStatus] = useState<'new' | 'assigned'>('new');
  // Each status tab starts from page 1.
  const list = useLocalListState({ scope: status });
  const clues = useClues({ poolId: id, status, ...list.paging }, Number.isInteger(id) && id > 0);
  usePageInRange(list, clues.data);
  const invalidate = useInvalidateClues();
  const [selected, setSelected] = useState<number[]>([]);
  const [chosenMode, setMode] = useState<ClueAllocationMode | null>(null);
  const [toUserId, setToUserId] = useState<number | undefined>();
  const [result, setResult] = useState<Assignment[]>([]);
  const [saving, setSaving] = useState(false);

  if (!pool.data) return <Skeleton active={pool.isLoading} />;
  const members = pool.data.members;
  const anyAuto = members.some(({ autoAssignable }) => autoAssignable);
  const mode =
    chosenMode ?? (pool.data.allocationMode === 'round_robin' && anyAuto ? 'round_robin' : 'manual');
  const lastServed = members.find(({ userId }) => userId === pool.data?.rrLastUserId);

  const submit = async () => {
    if (selected.length === 0) return showMessage('warning', t('allocation.pickClues'));
    if (mode === 'manual' && !toUserId) return showMessage('warning', t('allocation.pickUser'));
    setSaving(true);
    try {
      const body =
        mode === 'manual'
          ? { mode, clueIds: selected, toUserId: toUserId! }
          : { mode: 'round_robin' as const, clueIds: selected };
      const answer = await callEndpoint(crmCluesApi.clueAllocate, { params: { id }, body });
      const nameOf = new Map((clues.data?.list ?? []).map((row) => [row.id, row.name]));
      setResult(
        answer.assignments.map((item) => ({
          ...item,
          clueName: nameOf.get(item.clueId) ?? `#${item.clueId}`,
        })),
      );
      setSelected([]);
      showMessage('success', t('allocation.done', { count: answer.assignments.length }));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  const columns = clueColumns(t);

  return (
    <div data-testid="clue-allocation">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <h3 style={{ marginTop: 0 }}>
          {t('allocation.subtitle', { pool: pool.data.name, mode: t(`mode.${pool.data.allocationMode}`) })}
        </h3>
        <Space wrap style={{ display: 'flex', marginBottom: 16 }}>
          {members.map((member) => (
            <Tag key={member.userId} color={member.autoAssignable ? 'green' : 'default'}>
              {member.name} · {t(member.autoAssignable ? 'pool.autoOn' : 'pool.autoOff')}
            </Tag>
          ))}
        </Space>
        {!anyAuto && (
          <Alert type="info" showIcon message={t('allocation.noAuto')} style={{ marginBottom: 16 }} />
        )}
        {lastServed && <p>{t('allocation.nextAfter', { name: lastServed.name })}</p>}
        <Space wrap>
          <span>{t('allocation.mode')}</span>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value)}
            options={crmCluesApi.CLUE_ALLOCATION_MODES.map((value) => ({
              value,
              label: t(`mode.${value}`),
              disabled: value === 'round_robin' && !anyAuto,
            }))}
          />
          {mode === 'manual' && (
            <Select
              placeholder={t('allocation.toUserPlaceholder')}
              style={{ width: 180 }}
              value={toUserId}
              onChange={setToUserId}
              options={members.map((member) => ({ value: member.userId, label: member.name }))}
            />
          )}
          <Action code="update">
            <Button type="primary" loading={saving} onClick={submit}>
              {t('allocation.submit')}
            </Button>
          </Action>
          <span>{t('allocation.selected', { count: selected.length })}</span>
          <Button onClick={() => navigate(CLUE_POOL_LIST_PATH)}>{t('pool.back')}</Button>
        </Space>
        {result.length > 0 && (
          <Alert
            type="success"
            style={{ marginTop: 16 }}
            message={t('allocation.result')}
            description={result.map((item) => `${item.clueName} → ${item.name}`).join('，')}
          />
        )}
      </section>
      <section className="atrium-panel">
        <Radio.Group
          value={status}
          optionType="button"
          style={{ marginBottom: 16 }}
          onChange={(event) => {
            setStatus(event.target.value);
            setSelected([]);
          }}
          options={(['new', 'assigned'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <Table<ClueRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={clues.data?.list ?? []}
          loading={clues.isFetching}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clue.empty')} /> }}
          pagination={list.pager(clues.data)}
        />
      </section>
    </div>
  );
}
