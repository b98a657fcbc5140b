import { WORK_ORDER_CODE_PATTERN } from '@atrium/contract/endpoints/workorder-settings';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';

/**
 * 名称 and 编码 of a type or priority, checked as the server checks them (a code starts with a
 * letter; its uniqueness is the server's, shown under it). `onEnter` submits from either.
 */
export function NameCodeFields({ onEnter }: { onEnter?: () => void }) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  return (
    <>
      <Form.Item
        name="name"
        label={t('common.name')}
        rules={[{ required: true, whitespace: true, message: t('common.nameRequired') }]}
      >
        <Input maxLength={50} autoFocus onPressEnter={onEnter} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('common.code')}
        extra={t('common.codeHint')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('common.codeRequired') },
          { pattern: WORK_ORDER_CODE_PATTERN, message: t('common.codeFormat') },
        ]}
      >
        <Input maxLength={32} onPressEnter={onEnter} />
      </Form.Item>
    </>
  );
}
