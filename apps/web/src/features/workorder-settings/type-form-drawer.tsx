import * as api from '@atrium/contract/endpoints/workorder-settings';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDefinition, type DefinitionProblem } from '../../forms/designer/definition-check';
import { FormDesigner } from '../../forms/designer/form-designer';
import type { FormDefinition } from '../../forms/form-schema';
import { useNumberRules } from '../../forms/number-rules';
import { useFormSave } from '../../forms/use-form-save';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { ReferencePicker } from '../../resources/reference-picker';
import { ExtraStatesEditor } from './extra-states-editor';
import { NameCodeFields } from './name-code-fields';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings } from './workorder-settings-queries';

type Row = api.WorkOrderTypeRow;
type Section = 'basics' | 'states' | 'fields';

interface Values {
  name: string;
  code: string;
  defaultGroupId: number | null;
  reopenDays: number | null;
  sort: number | null;
  enabled: boolean;
  extraStates: api.WorkOrderExtraState[];
}

const EMPTY_FORM: FormDefinition = { fields: [] };

/**
 * 新增 / 编辑工单类型, in a wide drawer: basics (name, code, default handling group, reopen window,
 * enabled), the status flow (the states it adds) and its extra fields in the form designer.
 * `editing` null adds, a row edits, undefined is closed. One save writes the type; enabling or
 * disabling it is its own request (its own oper), sent after when the switch changed.
 */
export function TypeFormDrawer({
  editing,
  onClose,
}: {
  editing: Row | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const { t: td } = useTranslation('designer');
  const numberRules = useNumberRules();
  const can = useAction();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateWorkOrderSettings();
  const [section, setSection] = useState<Section>('basics');
  const [definition, setDefinition] = useState<FormDefinition>(EMPTY_FORM);
  const [problems, setProblems] = useState<DefinitionProblem[]>([]);
  const open = editing !== undefined;
  const initial = (editing?.form as FormDefinition | null | undefined) ?? EMPTY_FORM;
  // Each opening starts from the type's own form, whether or not the designer tab is visited.
  useEffect(() => {
    setDefinition((editing?.form as FormDefinition | null | undefined) ?? EMPTY_FORM);
    setProblems([]);
    setSection('basics');
  }, [editing]);
  const onDesign = useCallback((next: FormDefinition) => {
    setDefinition(next);
    setProblems([]);
  }, []);

  const { saving, onFinish } = useFormSave<Values>({
    form,
    save: async (values) => {
      const body = {
        name: values.name,
        code: values.code,
        defaultGroupId: values.defaultGroupId ?? null,
        reopenDays: values.reopenDays ?? 0,
        sort: values.sort ?? 0,
        extraStates: (values.extraStates ?? []).map((state) => ({ ...state, pausesSla: !!state.pausesSla })),
        form: definition.fields.length > 0 ? (definition as api.WorkOrderTypeInput['form']) : null,
      };
      const saved = editing
        ? await callEndpoint(api.workOrderTypeUpdate, {
            params: { id: editing.id },
            body: { ...body, version: editing.version },
            silent: true,
          })
        : await callEndpoint(api.workOrderTypeCreate, { body, silent: true });
      if (saved.enabled !== values.enabled)
        await callEndpoint(api.workOrderTypeSetEnabled, {
          params: { id: saved.id },
          body: { enabled: values.enabled },
        });
      return saved;
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    conflictMessage: t('common.conflict'),
  });

  /** The designer's own check first (keys once, sane numbers); its problems keep the save back. */
  const submit = () => {
    const checked = checkDefinition(definition);
    if (checked.problems.length > 0) {
      setProblems(checked.problems);
      setSection('fields');
      return;
    }
    form.submit();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? t('type.editTitle') : t('type.addTitle')}
      size="min(1320px, 100vw)"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="type-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        // No <form> element: the designer's preview inside is a form of its own.
        component={false}
        preserve
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) =>
          setSection(errorFields.some((field) => field.name[0] === 'extraStates') ? 'states' : 'basics')
        }
        initialValues={
          editing
            ? {
                name: editing.name,
                code: editing.code,
                defaultGroupId: editing.defaultGroupId,
                reopenDays: editing.reopenDays,
                sort: editing.sort,
                enabled: editing.enabled,
                extraStates: editing.extraStates,
              }
            : { reopenDays: 7, sort: 0, enabled: true, extraStates: [], defaultGroupId: null }
        }
      >
        <div data-testid="type-form">
          <Tabs
            activeKey={section}
            onChange={(key) => setSection(key as Section)}
            items={[
              {
                key: 'basics',
                label: t('type.sectionBasics'),
                forceRender: true,
                children: (
                  <div style={{ maxWidth: 640 }}>
                    <NameCodeFields />
                    <Form.Item name="defaultGroupId" label={t('type.group')} extra={t('type.groupHint')}>
                      <ReferencePicker
                        source="supportGroup"
                        valueLabel={editing?.defaultGroupName || null}
                        placeholder={t('type.groupPick')}
                        data-testid="type-group"
                      />
                    </Form.Item>
                    <Form.Item
                      name="reopenDays"
                      label={t('type.reopenDays')}
                      extra={t('type.reopenDaysHint')}
                      rules={numberRules(t('type.reopenDays'), {
                        min: 0,
                        max: api.WORK_ORDER_REOPEN_DAYS_MAX,
                        integer: true,
                      })}
                    >
                      <InputNumber style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item
                      name="sort"
                      label={t('common.sort')}
                      rules={numberRules(t('common.sort'), { min: 0, max: 9999, integer: true })}
                    >
                      <InputNumber style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item
                      name="enabled"
                      label={t('common.enabled')}
                      extra={t('type.enabledHint')}
                      valuePropName="checked"
                    >
                      <Switch disabled={!can('enable')} />
                    </Form.Item>
                  </div>
                ),
              },
              {
                key: 'states',
                label: t('type.sectionStates'),
                forceRender: true,
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t('type.flowBase')}</Typography.Paragraph>
                    <ExtraStatesEditor />
                  </>
                ),
              },
              {
                key: 'fields',
                label: t('type.sectionFields'),
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t('type.fieldsHint')}</Typography.Paragraph>
                    {problems.length > 0 ? (
                      <Alert
                        type="error"
                        showIcon
                        style={{ marginBottom: 12 }}
                        title={t('type.fieldsProblems', { count: problems.length })}
                        description={
                          <ul style={{ margin: 0, paddingLeft: 20 }}>
                            {problems.map((problem) => (
                              <li key={`${problem.path}:${problem.code}`}>
                                {problem.path && <code>{problem.path}</code>}{' '}
                                {td(`problem.${problem.code}`, { value: problem.value ?? '' })}
                              </li>
                            ))}
                          </ul>
                        }
                      />
                    ) : null}
                    <FormDesigner initial={initial} onChange={onDesign} />
                  </>
                ),
              },
            ]}
          />
        </div>
      </Form>
    </Drawer>
  );
}
