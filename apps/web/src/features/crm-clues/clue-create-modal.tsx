import { crmCluesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useDictOptions } from '../../resources/use-dict-options';
import { CLUES_NS } from './clues-i18n';

interface ClueFormValues {
  name: string;
  company?: string;
  phone?: string;
  source?: string;
}

/** 新增线索 in one pool; a bad or taken phone comes back from the server on the phone field. */
export function ClueCreateModal({
  poolId,
  open,
  onClose,
  onCreated,
}: {
  poolId: number;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation(CLUES_NS);
  const [form] = Form.useForm<ClueFormValues>();
  const sources = useDictOptions('customerSource');
  const { saving, onFinish } = useFormSave<ClueFormValues>({
    form,
    save: (values) =>
      callEndpoint(crmCluesApi.clueCreate, {
        body: {
          poolId,
          name: values.name,
          company: values.company ?? '',
          phone: values.phone ?? '',
          source: values.source ?? '',
        },
      }),
    successMessage: t('clue.created'),
    onSaved: () => {
      form.resetFields();
      onCreated();
    },
  });
  return (
    <Modal
      open={open}
      title={t('clue.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<ClueFormValues> form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item
          name="name"
          label={t('clue.name')}
          rules={[
            { required: true, whitespace: true, message: t('form.required', { field: t('clue.name') }) },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="company" label={t('clue.company')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('clue.phone')}>
          <Input maxLength={32} placeholder={t('clue.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="source" label={t('clue.source')}>
          <Select allowClear options={sources} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
