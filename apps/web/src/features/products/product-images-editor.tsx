import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { PRODUCT_IMAGES_MAX } from '@atrium/contract/endpoints/catalogue-products';
import { UPLOAD_PURPOSES } from '@atrium/contract/endpoints/files';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../forms/upload-adapter';
import { request } from '../../platform/api/http';
import { showMessage } from '../../platform/feedback/feedback';
import { StoredPicture } from './product-thumbnail';
import { PRODUCTS_NS } from './products-i18n';

/** An image in the form: the uploaded file, where to show it from, and whether it is the main one. */
export interface EditedImage {
  fileId: number;
  url: string;
  name: string;
  main: boolean;
}

const fileIdOf = (url: string | undefined) => Number(/\/files\/(\d+)$/.exec(url ?? '')?.[1] ?? Number.NaN);

/**
 * 商品图片: upload (through the files module, content-checked there), mark the main image, remove.
 * The server makes the thumbnails when the product is saved (as its `images` children).
 */
export function ProductImagesEditor({
  value = [],
  onChange = () => {},
}: {
  /** Given by the form item holding the images (its errors show under the editor). */
  value?: EditedImage[];
  onChange?: (next: EditedImage[]) => void;
}) {
  const { t, i18n } = useTranslation(PRODUCTS_NS);
  const [uploading, setUploading] = useState(0);
  const add = async (file: File) => {
    if (file.size > UPLOAD_PURPOSES.picture.maxBytes) {
      showMessage('error', t('form.tooLarge', { name: file.name }));
      return;
    }
    setUploading((n) => n + 1);
    try {
      const stored = await uploadFile({
        file,
        fieldName: 'file',
        request,
        locale: i18n.language,
        purpose: 'picture',
      });
      const fileId = fileIdOf(stored.url);
      if (Number.isNaN(fileId)) return;
      onChange([...value, { fileId, url: stored.url!, name: file.name, main: value.length === 0 }]);
    } catch (error) {
      showMessage('error', error instanceof Error ? error.message : String(error));
    } finally {
      setUploading((n) => n - 1);
    }
  };
  const setMain = (fileId: number) =>
    onChange(value.map((image) => ({ ...image, main: image.fileId === fileId })));
  const remove = (fileId: number) => {
    const rest = value.filter((image) => image.fileId !== fileId);
    if (rest.length > 0 && !rest.some((image) => image.main)) rest[0] = { ...rest[0]!, main: true };
    onChange(rest);
  };
  return (
    <div data-testid="product-images">
      <Space wrap size={12} align="start">
        {value.map((image) => (
          <div key={image.fileId} style={{ width: 104, textAlign: 'center' }}>
            <StoredPicture url={image.url} size={104} alt={image.name} />
            <Space size={0}>
              {image.main ? (
                <Tag color="gold">{t('form.main')}</Tag>
              ) : (
                <Button
                  type="link"
                  size="small"
                  icon={<StarOutlined />}
                  title={t('form.setMain')}
                  aria-label={t('form.setMain')}
                  onClick={() => setMain(image.fileId)}
                />
              )}
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={image.name}
                onClick={() => remove(image.fileId)}
              />
            </Space>
          </div>
        ))}
        {value.length < PRODUCT_IMAGES_MAX && (
          <Upload
            accept=".png,.jpg,.jpeg,.gif,.webp"
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void add(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading > 0} data-testid="product-image-upload">
              {t('form.upload')}
            </Button>
          </Upload>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('form.imagesHint')}
      </Typography.Paragraph>
    </div>
  );
}
