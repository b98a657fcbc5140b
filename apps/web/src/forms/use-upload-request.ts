import { filesApi } from '@atrium/contract';
import type { UploadFile, UploadProps } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../platform/api/http';
import { showMessage } from '../platform/feedback/feedback';
import type { UploadedFile } from './form-schema';
import { UploadRefusedError, uploadFile } from './upload-adapter';

const downloadPrefix = filesApi.download.path.replace(':id', '');

/** The stored file's id from its download address (`/erp/common/files/{id}`); null for anything else. */
export function fileIdOf(url: string | undefined): number | null {
  if (!url?.startsWith(downloadPrefix)) return null;
  const id = Number(url.slice(downloadPrefix.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The ids of an Upload's files that finished storing (their url, or the upload's answer's). */
export function uploadedFileIds(fileList: readonly UploadFile[] | undefined): number[] {
  return (fileList ?? [])
    .filter((file) => file.status === 'done')
    .map((file) => fileIdOf(file.url ?? (file.response as { url?: string } | undefined)?.url))
    .filter((id): id is number => id !== null);
}

interface UploadRequestOptions {
  /** The message when a file could not be stored and the server gave no reason. */
  failedText(name: string): string;
  /** Runs once a file is stored (e.g. attach it to a record); a rejection marks the file failed. */
  onUploaded?(file: UploadedFile): Promise<unknown> | undefined;
}

/**
 * An antd Upload `customRequest` sending files through the files module (upload-adapter) in the
 * UI language, with the number of uploads still running (to hold a submit back meanwhile). A
 * refusal shows the server's reason (a .png that is not a PNG…), else `failedText`.
 */
export function useUploadRequest({ failedText, onUploaded }: UploadRequestOptions): {
  customRequest: UploadProps['customRequest'];
  uploading: boolean;
} {
  const { i18n } = useTranslation();
  const [uploading, setUploading] = useState(0);
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const name = (file as File).name;
    setUploading((count) => count + 1);
    uploadFile({ file: file as File, fieldName: 'file', request, locale: i18n.language })
      .catch((error: unknown) => {
        showMessage(
          'error',
          error instanceof UploadRefusedError && error.reason ? error.reason : failedText(name),
        );
        throw error;
      })
      // A refusal of what follows has been shown by the api client already.
      .then(async (uploaded) => {
        await onUploaded?.(uploaded);
        onSuccess?.(uploaded);
      })
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))))
      .finally(() => setUploading((count) => count - 1));
  };
  return { customRequest, uploading: uploading > 0 };
}
