import { flwBindingsApi as api, flwApi, type flwBindingsApi } from '@atrium/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { MoneyInput, type MoneyValue } from '../../resources/money-input';
import { BINDINGS_NS } from './binding-settings-i18n';

type Row = flwBindingsApi.ApprovalBindingRow;

/** Published, enabled processes a point may start (the first 100 by newest; bindings name few). */
function useBindableProcesses(open: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, 'approvalBindings', 'processes'],
    queryFn: ({ signal }) =>
      callEndpoint(flwApi.processPage, { query: { enabled: 'true', pageSize: 100 }, signal }),
    select: (page) => page.list.filter((process) => process.publishedVersion !== null),
    enabled: open,
  });
}

/**
 * 业务审批设置: each approval point a module declares (a receipt's 冲销 above an amount, a bulk
 * 客户转移 above a count) turned on or off with the process it starts and its threshold. Each row
 * saves on its own, in one request.
 */
export function BindingSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(BINDINGS_NS);
  const scope = useQueryScope();
  const client = useQueryClient();
  const bindings = useQuery({
    queryKey: [...scope, 'approvalBindings', 'list'],
    queryFn: ({ signal }) => callEndpoint(api.bindingList, { signal }),
    enabled: open,
  });
  const processes = useBindableProcesses(open);
  const [edits, setEdits] = useState<Record<string, Partial<Row>>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const rowOf = (row: Row): Row => ({ ...row, ...edits[row.point] });
  const edit = (point: string, change: Partial<Row>) =>
    setEdits((all) => ({ ...all, [point]: { ...all[point], ...change } }));
  const save = async (row: Row) => {
    setSaving(row.point);
    try {
      await callEndpoint(api.bindingSave, {
        body: { point: row.point, enabled: row.enabled, processId: row.processId, threshold: row.threshold },
      });
      setEdits(({ [row.point]: _saved, ...rest }) => rest);
      await client.invalidateQueries({ queryKey: [...scope, 'approvalBindings'] });
      showMessage('success', t('saved'));
    } catch {
      // The api client showed the server's reason; the row keeps what was typed.
    } finally {
      setSaving(null);
    }
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title={t('title')} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Table<Row>
        rowKey="point"
        size="small"
        pagination={false}
        loading={bindings.isLoading}
        dataSource={(bindings.data ?? []).map(rowOf)}
        columns={[
          { title: t('column.point'), dataIndex: 'label' },
          {
            title: t('column.enabled'),
            width: 80,
            render: (_, row) => (
              <Switch
                aria-label={t('enabledOf', { point: row.label })}
                checked={row.enabled}
                onChange={(enabled) => edit(row.point, { enabled })}
              />
            ),
          },
          {
            title: t('column.process'),
            width: 220,
            render: (_, row) => (
              <Select
                aria-label={t('processOf', { point: row.label })}
                style={{ width: '100%' }}
                allowClear
                placeholder={t('processPlaceholder')}
                loading={processes.isLoading}
                value={row.processId ?? undefined}
                options={(processes.data ?? []).map((process) => ({
                  value: process.id,
                  label: process.name,
                }))}
                onChange={(processId?: number) => edit(row.point, { processId: processId ?? null })}
              />
            ),
          },
          {
            title: t('column.threshold'),
            width: 200,
            render: (_, row) =>
              row.measure === 'amount' ? (
                <MoneyInput
                  aria-label={t('thresholdOf', { point: row.label })}
                  addonAfter={t('yuan')}
                  value={row.threshold}
                  onChange={(value: MoneyValue) =>
                    typeof value === 'number' && edit(row.point, { threshold: value })
                  }
                />
              ) : (
                <InputNumber<number>
                  aria-label={t('thresholdOf', { point: row.label })}
                  style={{ width: '100%' }}
                  addonAfter={t('count')}
                  value={row.threshold}
                  onChange={(value) => edit(row.point, { threshold: value ?? 0 })}
                />
              ),
          },
          {
            title: t('column.action'),
            width: 90,
            render: (_, row) => (
              <Button
                type="link"
                loading={saving === row.point}
                disabled={edits[row.point] === undefined}
                onClick={() => void save(row)}
              >
                {t('save')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
