import { SUBFORM_UPLOAD_MAX_FILES, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@atrium/contract';
import type { UploadSettings } from './form-schema';

export interface UploadLimits {
  maxMb: number;
  maxFiles: number;
  multiple: boolean;
  fieldName: string;
  accept?: string;
}

/** A field's limits: 2 MB and 10 files by default; inside a sub-form 50 files, multiple (spec §5). */
export function uploadLimitsFor(settings: UploadSettings, inSubForm: boolean): UploadLimits {
  return {
    maxMb: settings.fileSize ?? UPLOAD_MAX_MB,
    maxFiles: inSubForm ? SUBFORM_UPLOAD_MAX_FILES : (settings.limit ?? UPLOAD_MAX_FILES),
    multiple: inSubForm ? true : (settings.multiple ?? false),
    fieldName: settings.name || 'file',
    accept: settings.accept,
  };
}

export type UploadRefusal = { reason: 'tooLarge'; size: number } | { reason: 'tooMany'; count: number };

/** Why a file may not be added, given how many the field holds and how many arrive with it. */
export function refuseUpload(
  file: { size: number },
  limits: UploadLimits,
  filesAlready: number,
  positionInBatch: number,
): UploadRefusal | null {
  if (filesAlready + positionInBatch + 1 > limits.maxFiles)
    return { reason: 'tooMany', count: limits.maxFiles };
  if (file.size > limits.maxMb * 1024 * 1024) return { reason: 'tooLarge', size: limits.maxMb };
  return null;
}
