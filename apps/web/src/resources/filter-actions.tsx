import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';

/**
 * 查询 / 重置 at the end of an inline filter form: 查询 submits the form, 重置 clears its fields and
 * then calls `onReset` so the list goes back to its unfiltered first page.
 */
export function FilterActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('common');
  const form = Form.useFormInstance();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('action.query')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('action.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
