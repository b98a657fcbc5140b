import type { UploadFile } from 'antd/es/upload';
import { create } from 'zustand';
import type { FormValues } from '../../forms/form-schema';

/** What 新建工单's form holds (the type's own fields apart). */
export interface WorkOrderDraftValues {
  typeId?: number;
  title?: string;
  description?: string;
  customerId?: number | null;
  /** The prefilled customer's name (from the call), shown until the picker finds it. */
  customerName?: string;
  contactName?: string;
  contactPhone?: string;
  priorityId?: number;
  saleOrderId?: number | null;
  serialNo?: string;
  attachments?: UploadFile[];
  assignTo?: 'group' | 'person';
  groupId?: number | null;
  responsibleUserId?: number | null;
}

interface WorkOrderDraftState {
  values: WorkOrderDraftValues;
  /** The type's extra fields. */
  custom: FormValues;
  /** The call the draft was opened for (`callRecordId`) and the URL prefill it took (so a tab switch keeps edits). */
  callRecordId: number | null;
  prefillKey: string;
  keep(values: WorkOrderDraftValues, custom?: FormValues): void;
  start(values: WorkOrderDraftValues, callRecordId: number | null, prefillKey: string): void;
}

/**
 * The half-filled 新建工单 (spec §2.7): the screen unmounts when another tab is shown, so its values
 * wait here; opened again after its tab was closed it starts afresh (useResetWhenReopened).
 */
export const useWorkOrderDraft = create<WorkOrderDraftState>()((set) => ({
  values: {},
  custom: {},
  callRecordId: null,
  prefillKey: '',
  keep: (values, custom) => set((state) => ({ values, custom: custom ?? state.custom })),
  start: (values, callRecordId, prefillKey) => set({ values, custom: {}, callRecordId, prefillKey }),
}));
