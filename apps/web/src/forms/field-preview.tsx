import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { FormField, UploadedFile } from './form-schema';
import { isEmptyValue, previewText } from './preview-text';
import { StoredFileLink, StoredImage } from './stored-file';
import { useFieldOptions } from './use-field-options';

interface FieldPreviewProps {
  field: Exclude<FormField, { tag: 'subForm' }>;
  /** Injected by Form.Item. */
  value?: unknown;
  id?: string;
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

function isImage(file: UploadedFile): boolean {
  return (file.type?.startsWith('image/') ?? false) || IMAGE_NAME.test(file.url ?? file.name);
}

/** A field's value read-only: the spec's texts, images as 60x60 thumbnails, other files as links. */
export function FieldPreview({ field, value, id }: FieldPreviewProps) {
  const { t } = useTranslation('forms');
  const needsOptions = ['select', 'cascader', 'radio', 'checkbox', 'transfer', 'department'].includes(
    field.tag,
  );
  const { options } = useFieldOptions(field, needsOptions);

  if (field.tag === 'upload' && !isEmptyValue(value)) {
    const files = value as UploadedFile[];
    return (
      <Space wrap id={id} data-testid={`preview-${field.vModel}`}>
        {files.map((file) =>
          isImage(file) && file.url ? (
            <StoredImage key={file.uid} file={{ ...file, url: file.url }} />
          ) : (
            <StoredFileLink key={file.uid} file={file} />
          ),
        )}
      </Space>
    );
  }
  return (
    <span id={id} className="atrium-form-preview" data-testid={`preview-${field.vModel}`}>
      {previewText(field, value, options, t)}
    </span>
  );
}
