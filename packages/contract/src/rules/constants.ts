/** Business constants and limits of spec §9. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const TREE_CACHE_LIFETIME_MS = TOKEN_LIFETIME_MS;
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_DEBOUNCE_MS = 1000;
export const COMMENT_DEBOUNCE_MS = 600;
export const REPARSE_DEBOUNCE_MS = 1000;
export const REPARSE_REFETCH_MS = 10_000;
export const DUTY_REFRESH_MS = 60_000;
export const ELAPSED_TICK_MS = 1000;
export const AUTH_FAILURE_RELOAD_MS = 500;
export const HTTP_401_RELOAD_MS = 1500;
export const RELATED_APPROVAL_PAGE_SIZE = 400;
export const LONG_TEXT_TRUNCATE = 15;
export const AI_LABEL_TRUNCATE = 36;
export const UPLOAD_MAX_MB = 2;
export const UPLOAD_MAX_FILES = 10;
export const SUBFORM_UPLOAD_MAX_FILES = 50;
export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;
export const SCROLL_HIDE_THRESHOLD = 300;
export const BREAKPOINT_TABLET = 576;
export const BREAKPOINT_DESKTOP = 1200;
export const DEFAULT_PRIMARY_COLOR = '#1890FF';
export const CALL_BINDING_SOFT_PHONE = 3;
export const CALL_BINDING_ORDINARY_PHONE = 1;
/** The binding types in the order the call toolbar offers them. */
export const CALL_BIND_TYPES = [CALL_BINDING_SOFT_PHONE, CALL_BINDING_ORDINARY_PHONE] as const;
export type CallBindType = (typeof CALL_BIND_TYPES)[number];
export const COMMENT_SCORES = [100, 50, 0] as const;
export const PLAYBACK_SPEEDS = [0.5, 1.0, 1.25, 1.5, 1.75, 2.0] as const;
export const DIALOG_WIDTH = 700;
export const DIALOG_WIDTH_WITH_AI = 1200;
export const DEFAULT_LOCALE = 'zh-CN';
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Request headers of spec §7. */
export const HEADER_FROM = 'D-From';
export const HEADER_FROM_VALUE = 'crm';
export const HEADER_FROMSTAMP = 'D-Fromstamp';
export const HEADER_ORGANIZATION = 'Organization-Id';
/** One key per user action on a write: the server answers a repeat of it once (docs/architecture.md §3i). */
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';
/** Set on an answer the server replayed for a repeated `Idempotency-Key` instead of running it again. */
export const HEADER_IDEMPOTENT_REPLAYED = 'Idempotent-Replayed';

/** Form renderer layout and formats of spec §2.10 and §9. */
export const FORM_DEFAULT_SPAN = 24;
export const FORM_LABEL_SPAN = 6;
export const FORM_WRAPPER_SPAN = 18;
export const FORM_GUTTER = 15;
export const TEXTAREA_DEFAULT_ROWS = 4;
export const PREVIEW_THUMBNAIL_PX = 60;
export const TIME_FORMAT = 'HH:mm:ss';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
