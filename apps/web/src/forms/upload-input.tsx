import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile, UploadSettings } from './form-schema';
import { useFormServices } from './form-services';
import { UploadRefusedError, uploadFile } from './upload-adapter';
import { refuseUpload, uploadLimitsFor } from './upload-limits';

interface UploadInputProps {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  settings: UploadSettings;
  inSubForm: boolean;
  disabled?: boolean;
  id?: string;
}

/** An upload field: enforces the size and count limits with a visible message, sends through the adapter. */
export function UploadInput({ value, onChange, settings, inSubForm, disabled, id }: UploadInputProps) {
  const { t, i18n } = useTranslation('forms');
  const { request } = useFormServices();
  const limits = uploadLimitsFor(settings, inSubForm);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileList: UploadFile[] = (value ?? []).map((file) => ({
    uid: file.uid,
    name: file.name,
    url: file.url,
    status: file.status ?? 'done',
    type: file.type,
  }));

  return (
    <div id={id}>
      <Upload
        fileList={fileList}
        multiple={limits.multiple}
        accept={limits.accept}
        name={limits.fieldName}
        disabled={disabled}
        listType={settings.listType ?? 'text'}
        beforeUpload={(file, batch) => {
          const refused = refuseUpload(file, limits, fileList.length, batch.indexOf(file));
          if (refused) {
            setRefusal(
              refused.reason === 'tooLarge'
                ? t('upload.tooLarge', { size: refused.size })
                : t('upload.tooMany', { count: refused.count }),
            );
            return Upload.LIST_IGNORE;
          }
          setRefusal(null);
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadFile({ file: file as File, fieldName: limits.fieldName, request, locale: i18n.language })
            .then((uploaded) => onSuccess?.(uploaded))
            .catch((error: unknown) => {
              // The server's reason (a .png that is not a PNG, too large) when it gave one.
              setRefusal(
                error instanceof UploadRefusedError && error.reason
                  ? error.reason
                  : t('upload.failed', { name: (file as File).name }),
              );
              onError?.(error instanceof Error ? error : new Error(String(error)));
            });
        }}
        onChange={({ fileList: next }) =>
          onChange?.(
            next.map((file) => {
              const answer = file.response as UploadedFile | undefined;
              return {
                uid: file.uid,
                name: file.name,
                url: file.url ?? answer?.url,
                status: file.status === 'removed' ? 'done' : (file.status ?? 'done'),
                type: file.type,
              };
            }),
          )
        }
      >
        {settings.listType === 'picture-card' ? (
          <span>{t('upload.button')}</span>
        ) : (
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {t('upload.button')}
          </Button>
        )}
      </Upload>
      {refusal && (
        <Typography.Text type="danger" role="alert">
          {refusal}
        </Typography.Text>
      )}
    </div>
  );
}
