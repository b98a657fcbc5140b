import type { approvals } from '../../locales/zh-CN/approvals';
import type { customerTags } from '../../locales/zh-CN/customer-tags';
import type { designer } from '../../locales/zh-CN/designer';
import type { download } from '../../locales/zh-CN/download';
import type { forms } from '../../locales/zh-CN/forms';
import type { layout } from '../../locales/zh-CN/layout';
import type { notifications } from '../../locales/zh-CN/notifications';
import type { processDesigner } from '../../locales/zh-CN/process-designer';
import type { recallReminders } from '../../locales/zh-CN/recall-reminders';
import type { recordingDialog } from '../../locales/zh-CN/recording-dialog';
import type { register } from '../../locales/zh-CN/register';
import type { repairs } from '../../locales/zh-CN/repairs';
import type { resourceImport } from '../../locales/zh-CN/resource-import';
import type { resources } from '../../locales/zh-CN/resources';

/**
 * Namespaces that ship with the code that uses them rather than with the app: their screens are
 * lazy, so their texts stay off the login and shell chunks. Typed here for `t()`; the owning
 * module adds its bundles when it loads (e.g. forms/forms-i18n.ts). Listed here are those of the
 * shared layers (forms, resources, platform); a feature declares its own in its manifest
 * (features/<name>/<name>.module.ts), which adds them to this interface. The app's own lazy ones:
 * the signed-in frame's texts (layout, shell/layout-i18n.ts) and registration's (register).
 */
export interface LazyNamespaces {
  forms: typeof forms;
  designer: typeof designer;
  processDesigner: typeof processDesigner;
  resources: typeof resources;
  resourceImport: typeof resourceImport;
  download: typeof download;
  customerTags: typeof customerTags;
  recallReminders: typeof recallReminders;
  recordingDialog: typeof recordingDialog;
  notifications: typeof notifications;
  approvals: typeof approvals;
  layout: typeof layout;
  register: typeof register;
  repairs: typeof repairs;
}

/** The namespaces above, owned by the shared layers rather than by a feature. */
export const SHARED_LAZY_NAMESPACES = [
  'forms',
  'designer',
  'processDesigner',
  'resources',
  'resourceImport',
  'download',
  'customerTags',
  'recallReminders',
  'recordingDialog',
  'notifications',
  'approvals',
  'layout',
  'register',
  'repairs',
] as const satisfies readonly (keyof LazyNamespaces)[];
