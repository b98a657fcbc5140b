import {
  PICKUP_ACCESSORIES_MAX,
  PICKUP_PHOTOS_MAX,
  type PickupDetail,
  pickupCheckIn,
} from '@atrium/contract/endpoints/repair-pickups';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import '../../forms/forms-i18n';
import type { UploadedFile } from '../../forms/form-schema';
import { UploadInput } from '../../forms/upload-input';
import { useFormSave } from '../../forms/use-form-save';
import { fileIdOf } from '../../forms/use-upload-request';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { SerialNoItem } from '../../resources/repairs/repair-form-items';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

type Values = { serialNo?: string; photos?: UploadedFile[]; accessories?: string[] };

const PHOTO_UPLOAD = {
  fileSize: 10,
  limit: PICKUP_PHOTOS_MAX,
  accept: 'image/png,image/jpeg,image/webp',
  multiple: true,
  listType: 'picture-card',
} as const;

/** The check-in body: the stored photos' ids (files still uploading hold the save back). */
export function checkInBody(values: Values, version: number) {
  return {
    version,
    serialNo: (values.serialNo ?? '').trim(),
    photoFileIds: (values.photos ?? [])
      .map((file) => fileIdOf(file.url))
      .filter((id): id is number => id !== null),
    accessories: (values.accessories ?? []).map((text) => text.trim()).filter(Boolean),
  };
}

/**
 * 签收登记: the device arrived — its serial (the server checks it was sold to this pickup's
 * customer), condition photos and the accessories that came with it. Opens a 维修单; the detail
 * then links to it.
 */
export function PickupCheckIn({ pickup }: { pickup: PickupDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [form] = Form.useForm<Values>();
  const photos = Form.useWatch('photos', form) ?? [];
  const uploading = photos.some((file) => file.status === 'uploading');
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    aliases: { photoFileIds: 'photos' },
    save: (values) =>
      callEndpoint(pickupCheckIn, {
        params: { id: pickup.id },
        body: checkInBody(values, pickup.version),
        silent: true,
      }),
    onSaved: async (answer) => {
      showMessage('success', t('pickup.checkedIn', { documentNo: (answer as PickupDetail).repairNo }));
      await refresh();
    },
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={save.onFinish} data-testid="pickup-check-in">
      <Alert type="info" showIcon message={t('pickup.checkInHint')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SerialNoItem testId="check-in-serial" autoFocus />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="accessories" label={t('pickup.accessories')}>
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              maxCount={PICKUP_ACCESSORIES_MAX}
              tokenSeparators={[',', '，']}
              placeholder={t('pickup.accessoriesPlaceholder')}
              data-testid="check-in-accessories"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="photos" label={t('pickup.photos')}>
            <UploadInput settings={PHOTO_UPLOAD} inSubForm={false} />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end">
        <Button
          type="primary"
          htmlType="submit"
          loading={save.saving}
          disabled={uploading}
          data-testid="check-in-save"
        >
          {t('pickup.checkInSubmit')}
        </Button>
      </Flex>
    </Form>
  );
}
