import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { approvalFlow, type FlowProblem, flowProblems, flwApi, type ProcessDraft } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { FormInstance } from 'antd/es/form';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormDesigner } from '../../forms/designer/form-designer';
import type { FormDefinition } from '../../forms/form-schema';
import { FlowDesigner } from '../../forms/process-designer/flow-designer';
import { PROCESS_DESIGNER_NS } from '../../forms/process-designer/process-designer-i18n';
import { ProcessIcon } from '../../forms/process-designer/process-icons';
import { Action } from '../../platform/access/action';
import { ApiError } from '../../platform/api/api-error';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { APPROVAL_PROCESSES_NS } from './approval-processes-i18n';
import { ProcessBasics } from './process-basics';
import { ProcessMoreSettings } from './process-more-settings';
import { PROCESS_LIST_PATH, processDetailPath, useInvalidateProcesses, useProcess } from './process-queries';
import { ProcessVersions } from './process-versions';

type TabKey = 'basics' | 'form' | 'flow' | 'more';

/** A new process: an empty form and one approver, the initiator's direct leader. */
function newDraft(approverName: string): ProcessDraft {
  return {
    name: '',
    category: 'office',
    icon: 'audit',
    description: '',
    starters: { everyone: true, departmentIds: [], roleIds: [], userIds: [] },
    form: { fields: [] },
    flow: {
      nodes: [
        {
          id: 'approver-1',
          type: 'approver',
          name: approverName,
          assignees: { kind: 'leader', levels: 1 },
          mode: 'sequential',
          whenNobody: 'autoPass',
          fieldRights: {},
          allowBatch: false,
          allowTransfer: true,
          allowAddSigner: true,
        },
      ],
    },
    settings: { resubmitFrom: 'first', skipRepeatedApprover: false, initiatorMayCc: true },
  };
}

/** 流程详情 (/approval/process/detail/:id, `new` to create): basics, form, flow and settings of a process. */
export function ProcessDetailPage() {
  const { t } = useTranslation(APPROVAL_PROCESSES_NS);
  const { t: td } = useTranslation(PROCESS_DESIGNER_NS);
  const navigate = useNavigate();
  const rawId = useParams().id;
  const creating = rawId === 'new';
  const id = creating ? null : Number(rawId);
  const process = useProcess(id);
  const invalidate = useInvalidateProcesses();
  const [basicsForm] = Form.useForm();
  const [draft, setDraft] = useState<ProcessDraft | null>(creating ? newDraft(td('kind.approver')) : null);
  const [tab, setTab] = useState<TabKey>('basics');
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [publishTried, setPublishTried] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [incomplete, setIncomplete] = useState(false);

  useEffect(() => {
    if (!process.data) return;
    const { name, category, icon, description, starters, form, flow, settings } = process.data;
    setDraft({ name, category, icon, description, starters, form, flow, settings });
  }, [process.data]);

  const change = useCallback((patch: Partial<ProcessDraft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setRefusal([]);
  }, []);
  // The designer's definition is what the contract stores (its loose schema keeps every property).
  const onFormChange = useCallback(
    (form: FormDefinition) => change({ form: form as unknown as ProcessDraft['form'] }),
    [change],
  );
  const problems = useMemo<FlowProblem[]>(() => (draft ? flowProblems(draft.flow, draft.form) : []), [draft]);

  if (!draft || (!creating && !process.data)) return <Skeleton active={process.isLoading} />;

  /** Saves the draft (one request); answers the process's id, or null when nothing was saved. */
  const save = async (): Promise<number | null> => {
    try {
      await (basicsForm as FormInstance).validateFields();
    } catch {
      setTab('basics');
      return null;
    }
    if (!approvalFlow.safeParse(draft.flow).success) {
      setIncomplete(true);
      setTab('flow');
      return null;
    }
    setIncomplete(false);
    try {
      if (creating) return (await callEndpoint(flwApi.processCreate, { body: draft })).id;
      await callEndpoint(flwApi.processUpdate, {
        params: { id: id! },
        body: { ...draft, version: process.data!.version },
      });
      return id;
    } catch {
      // The api client showed the refusal (a stale save, a taken name).
      return null;
    }
  };

  const run = async (what: 'save' | 'publish') => {
    if (what === 'publish' && problems.length > 0) {
      setPublishTried(true);
      setTab('flow');
      return;
    }
    setBusy(what);
    let savedId: number | null = null;
    try {
      savedId = await save();
      if (savedId === null) return;
      if (what === 'save') {
        showMessage('success', t('detail.saved'));
        return;
      }
      const { publishedVersion } = await callEndpoint(flwApi.processPublish, { params: { id: savedId } });
      showMessage('success', t('detail.published', { version: publishedVersion }));
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.fieldErrors.map((fieldError) => fieldError.message));
      else throw error;
    } finally {
      setBusy(null);
      if (savedId !== null) {
        await invalidate();
        // A new process continues on its own page (a refused publish leaves it saved as a draft).
        if (creating) navigate(processDetailPath(savedId), { replace: true });
      }
    }
  };

  const data = process.data;
  // Shown while drawing; red once a publish was refused for them.
  const problemList =
    problems.length > 0 ? (
      <Alert
        type={publishTried ? 'error' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        message={td('problems.title', { count: problems.length })}
        description={
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {problems.map((problem) => (
              <li key={`${problem.code}-${problem.path}`}>
                {td(`problem.${problem.code}`, { name: problem.name ?? '' })}
              </li>
            ))}
          </ul>
        }
      />
    ) : null;

  return (
    <section className="atrium-panel" data-testid="process-detail">
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8, flexWrap: 'wrap' }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('detail.back')}
          onClick={() => navigate(PROCESS_LIST_PATH)}
        />
        <ProcessIcon name={draft.icon} size={32} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {creating ? t('detail.newTitle') : data!.name}
        </Typography.Title>
        {data ? (
          <Space size={4}>
            {data.publishedVersion === null ? (
              <Tag>{t('detail.unpublished')}</Tag>
            ) : (
              <Tag color="blue">{t('detail.publishedVersion', { version: data.publishedVersion })}</Tag>
            )}
            {data.publishedVersion !== null && data.draftChanged ? (
              <Tag color="orange">{t('detail.draftChanged')}</Tag>
            ) : null}
            {data.enabled ? null : <Tag color="red">{t('detail.disabled')}</Tag>}
          </Space>
        ) : null}
        <span style={{ flex: 1 }} />
        <Action code={creating ? 'add' : 'update'}>
          <Space>
            <Button loading={busy === 'save'} onClick={() => void run('save')} data-testid="process-save">
              {t('detail.save')}
            </Button>
            <Button
              type="primary"
              loading={busy === 'publish'}
              onClick={() => void run('publish')}
              data-testid="process-publish"
            >
              {t('detail.publish')}
            </Button>
          </Space>
        </Action>
      </header>
      {refusal.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {refusal.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'basics',
            label: t('tab.basics'),
            forceRender: true,
            children: (
              <>
                <ProcessBasics form={basicsForm} draft={draft} onChange={change} />
                {data ? <ProcessVersions versions={data.versions} /> : null}
              </>
            ),
          },
          {
            key: 'form',
            label: t('tab.form'),
            children: <FormDesigner initial={draft.form as FormDefinition} onChange={onFormChange} />,
          },
          {
            key: 'flow',
            label: t('tab.flow'),
            children: (
              <>
                {incomplete ? (
                  <Alert
                    type="warning"
                    showIcon
                    style={{ marginBottom: 12 }}
                    message={t('detail.invalidDraft')}
                  />
                ) : null}
                {problemList}
                <FlowDesigner
                  flow={draft.flow}
                  form={draft.form}
                  onChange={(flow) => change({ flow })}
                  problems={problems}
                />
              </>
            ),
          },
          {
            key: 'more',
            label: t('tab.more'),
            children: (
              <ProcessMoreSettings settings={draft.settings} onChange={(settings) => change({ settings })} />
            ),
          },
        ]}
      />
    </section>
  );
}
