import {
  authApi,
  CREDIT_CODE_PATTERN,
  type Locale,
  phoneVariant1,
  phoneVariant2,
  rolesApi,
} from '@atrium/contract';
import { z } from 'zod';
import { AppError, type PendingFieldError } from './app-error.js';
import { type InputIssue, parsedInputIssues, rawInputIssues } from './input-guard.js';
import { isMessageKey, type MessageKey, translate } from './messages.js';

/** Regexes of the contract whose failure deserves a domain message rather than "invalid format". */
const PATTERN_MESSAGES = new Map<string, MessageKey>([
  [phoneVariant1.toString(), 'validation.phone'],
  [phoneVariant2.toString(), 'validation.phone'],
  [authApi.USERNAME_PATTERN.toString(), 'validation.username'],
  [rolesApi.ROLE_CODE_PATTERN.toString(), 'validation.roleCode'],
  [CREDIT_CODE_PATTERN.toString(), 'validation.creditCode'],
]);

const LOCALE_ERROR_MAPS: Record<Locale, z.core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  en: z.locales.en().localeError,
};

/** zod messages in the caller's locale, chosen per parse (zod's global config is never touched). */
function errorMapFor(locale: Locale): z.core.$ZodErrorMap {
  const base = LOCALE_ERROR_MAPS[locale];
  return (issue) => {
    if (issue.code === 'invalid_format' && issue.format === 'regex' && 'pattern' in issue) {
      const key = PATTERN_MESSAGES.get(String(issue.pattern));
      if (key) return translate(locale, key);
    }
    // Null for a field that can't be cleared (its column holds no null): said in words.
    if (issue.code === 'invalid_type' && issue.input === null) return translate(locale, 'validation.notNull');
    // A contract refinement names its message key (e.g. the phone rule's `validation.phone`).
    const messageKey = issue.code === 'custom' ? issue.params?.messageKey : undefined;
    if (typeof messageKey === 'string' && isMessageKey(messageKey)) return translate(locale, messageKey);
    return base(issue);
  };
}

const ERROR_MAPS: Record<Locale, z.core.$ZodErrorMap> = {
  'zh-CN': errorMapFor('zh-CN'),
  en: errorMapFor('en'),
};

/**
 * Parses a value with messages in the given locale, without throwing (e.g. each row of an import).
 * The input guard runs around the schema (input-guard.ts): its findings fail the parse like the
 * schema's own issues do.
 */
export function safeParseLocalized<S extends z.ZodType>(
  schema: S,
  value: unknown,
  locale: Locale,
): z.ZodSafeParseResult<z.output<S>> {
  const rawIssues = rawInputIssues(value);
  if (rawIssues.length) return { success: false, error: guardError(rawIssues, locale) };
  const result = schema.safeParse(value, { error: ERROR_MAPS[locale] });
  if (!result.success) return result;
  const parsedIssues = parsedInputIssues(result.data);
  return parsedIssues.length ? { success: false, error: guardError(parsedIssues, locale) } : result;
}

function guardError<T>(issues: InputIssue[], locale: Locale): z.ZodError<T> {
  const error = new z.ZodError(
    issues.map(({ path, messageKey }) => ({
      code: 'custom' as const,
      path,
      message: translate(locale, messageKey),
      input: undefined,
    })),
  );
  // The guard's issues are about the raw input, whatever the schema's output type is.
  return error as unknown as z.ZodError<T>;
}

/** Parses one part of a request (query, params or body); bad input → 400 with localized field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, locale: Locale): z.output<S> {
  const result = safeParseLocalized(schema, value, locale);
  if (result.success) return result.data;
  const fieldErrors: PendingFieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: { text: issue.message },
  }));
  throw new AppError(400, 'badRequest', {}, fieldErrors);
}
