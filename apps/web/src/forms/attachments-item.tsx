import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Upload, { type UploadFile, type UploadProps } from 'antd/es/upload';

/**
 * A form's files field (a reply's, a supplier visit's, a new work order's): an Upload button whose
 * file list is the field's value, sending through `useUploadRequest`'s `customRequest`; read the
 * stored ids with `uploadedFileIds(values[name])`.
 */
export function AttachmentsItem({
  name = 'attachments',
  label,
  buttonText,
  max,
  customRequest,
}: {
  name?: string;
  label: string;
  buttonText: string;
  max: number;
  customRequest: UploadProps['customRequest'];
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
    >
      <Upload multiple maxCount={max} customRequest={customRequest}>
        <Button icon={<UploadOutlined />}>{buttonText}</Button>
      </Upload>
    </Form.Item>
  );
}
