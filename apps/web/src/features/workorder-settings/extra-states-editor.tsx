import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  WORK_ORDER_BASE_STATUSES,
  WORK_ORDER_CODE_PATTERN,
  WORK_ORDER_TYPE_EXTRA_STATES_MAX,
} from '@atrium/contract/endpoints/workorder-settings';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';

const RESERVED: ReadonlySet<string> = new Set(WORK_ORDER_BASE_STATUSES);

/**
 * The states a type adds between 处理中 and 已解决 (Form.List `extraStates`): code, name and whether
 * the SLA clocks stop in it. A code is never a built-in state's and appears once, as the server
 * checks; its errors (`extraStates.1.code`) land on the row's input.
 */
export function ExtraStatesEditor() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  return (
    <Form.List name="extraStates">
      {(rows, { add, remove }) => (
        <div data-testid="extra-states">
          {rows.map((row, index) => (
            <fieldset
              key={row.key}
              aria-label={t('state.row', { index: index + 1 })}
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'flex-start',
                flexWrap: 'wrap',
                border: 0,
                padding: 0,
                margin: 0,
              }}
            >
              <Form.Item
                name={[row.name, 'code']}
                label={t('state.code')}
                style={{ flex: '1 1 160px' }}
                validateFirst
                rules={[
                  { required: true, whitespace: true, message: t('state.codeRequired') },
                  { pattern: WORK_ORDER_CODE_PATTERN, message: t('common.codeFormat') },
                  {
                    validator: async (_rule, value: string) => {
                      if (RESERVED.has(value?.trim())) throw new Error(t('state.codeReserved'));
                    },
                  },
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: string) => {
                      const codes = ((getFieldValue('extraStates') ?? []) as { code?: string }[]).map(
                        (state) => state?.code?.trim(),
                      );
                      if (codes.indexOf(value?.trim()) !== index) throw new Error(t('state.codeRepeated'));
                    },
                  }),
                ]}
              >
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'name']}
                label={t('state.name')}
                style={{ flex: '1 1 160px' }}
                rules={[{ required: true, whitespace: true, message: t('state.nameRequired') }]}
              >
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'pausesSla']}
                label={t('state.pausesSla')}
                valuePropName="checked"
                tooltip={t('state.pausesSlaHint')}
              >
                <Checkbox>{t('common.yes')}</Checkbox>
              </Form.Item>
              <Form.Item label=" " colon={false}>
                <Tooltip title={t('state.remove', { index: index + 1 })}>
                  <Button
                    icon={<DeleteOutlined />}
                    danger
                    aria-label={t('state.remove', { index: index + 1 })}
                    onClick={() => remove(row.name)}
                  />
                </Tooltip>
              </Form.Item>
            </fieldset>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ code: '', name: '', pausesSla: false })}
            disabled={rows.length >= WORK_ORDER_TYPE_EXTRA_STATES_MAX}
          >
            {rows.length >= WORK_ORDER_TYPE_EXTRA_STATES_MAX
              ? t('state.max', { max: WORK_ORDER_TYPE_EXTRA_STATES_MAX })
              : t('state.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
