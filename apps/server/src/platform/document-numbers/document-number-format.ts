import { formatBusinessDate } from '@atrium/contract';
import type {
  DocumentNumberDatePart,
  DocumentNumberPattern,
  DocumentNumberRestart,
} from '@atrium/contract/endpoints/document-numbers';

const DATE_LENGTH: Record<DocumentNumberDatePart, number> = { none: 0, yyyy: 4, yyyyMM: 6, yyyyMMdd: 8 };
const PERIOD_LENGTH: Record<DocumentNumberRestart, number> = { never: 0, year: 4, month: 6, day: 8 };

/** `20261127`: the business day of `at` (China Standard Time), whatever the machine's zone. */
const businessDigits = (at: Date) => formatBusinessDate(at).replaceAll('-', '');

/**
 * The series a number at `at` is counted in: prefix, date part and the restart period it falls in
 * (`RK:yyyyMMdd:20261127`, `RK:yyyyMMdd:202611` when it restarts monthly, `RK:none:` never).
 * Two patterns that spell the same number always share the series (the prefix is letters only
 * and the date part shows the period), so the counter, not luck, keeps numbers unique.
 */
export function documentNumberSeries(pattern: DocumentNumberPattern, at: Date): string {
  return `${pattern.prefix}:${pattern.datePart}:${businessDigits(at).slice(0, PERIOD_LENGTH[pattern.restart])}`;
}

/** The number with sequence `sequence` at `at`: RK20261127-0001 (no date part: RK0001). */
export function formatDocumentNumber(pattern: DocumentNumberPattern, at: Date, sequence: number): string {
  const date = businessDigits(at).slice(0, DATE_LENGTH[pattern.datePart]);
  return `${pattern.prefix}${date}${date ? '-' : ''}${String(sequence).padStart(pattern.width, '0')}`;
}
