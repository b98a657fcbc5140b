import { crmBusinessApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { BusinessFormFields, type BusinessFormValues, businessBodyOf } from './business-form';
import { BUSINESS_NS } from './business-i18n';

interface EditBusinessModalProps {
  id: number;
  version: number;
  initialValues: BusinessFormValues;
  onClose(changed: boolean): void;
}

/** 编辑 an open opportunity at the version shown (a save by someone else since → the conflict text). */
export function EditBusinessModal({ id, version, initialValues, onClose }: EditBusinessModalProps) {
  const { t } = useTranslation(BUSINESS_NS);
  const [form] = Form.useForm<BusinessFormValues>();

  const { saving, submit } = useFormSave<BusinessFormValues>({
    form,
    save: (values) =>
      callEndpoint(crmBusinessApi.businessUpdate, {
        params: { id },
        body: { version, ...businessBodyOf(values) },
        silent: true,
      }),
    successMessage: t('form.saved'),
    onSaved: () => onClose(true),
    errors: 'form',
    conflictMessage: t('form.conflict'),
  });

  return (
    <Modal
      open
      width={880}
      title={t('form.editTitle')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={submit}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<BusinessFormValues> form={form} layout="vertical" initialValues={initialValues}>
        <BusinessFormFields />
      </Form>
    </Modal>
  );
}
