import { quantityOf, quantityUnits } from '@atrium/contract';
import type { PackLine } from '@atrium/contract/endpoints/sale-fulfilment';

/** What has been checked off of one line: a count of units, and the serials scanned for a tracked product. */
export interface LineCheck {
  units: bigint;
  serials: string[];
}

export type Checks = ReadonlyMap<number, LineCheck>;

/** Why a scan was refused: shown as text (no sound), the station stays as it was. */
export type ScanRefusal =
  | { reason: 'unknown'; code: string }
  | { reason: 'tooMany'; line: PackLine; count: string }
  | { reason: 'serialTwice'; serial: string }
  | { reason: 'scanSerial'; line: PackLine };

export type ScanResult = { ok: true; checks: Checks; line: PackLine } | { ok: false; refusal: ScanRefusal };

const ONE = quantityUnits('1');
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
export const checkOf = (checks: Checks, line: PackLine): LineCheck =>
  checks.get(line.saleOrderLineId) ?? { units: 0n, serials: [] };
const left = (checks: Checks, line: PackLine) => quantityUnits(line.quantity) - checkOf(checks, line).units;

function withCheck(checks: Checks, line: PackLine, check: LineCheck): Checks {
  const next = new Map(checks);
  next.set(line.saleOrderLineId, check);
  return next;
}

/**
 * One scan at the station: a serial of a tracked product's line checks off that unit; a product's
 * barcode or a fitting's code checks off one unit of the first such line with some left (a
 * tracked product wants its serial instead). Anything else, or one unit too many, is refused.
 */
export function scan(lines: readonly PackLine[], checks: Checks, raw: string): ScanResult {
  const code = raw.trim();
  const bySerial = lines.find(
    (line) => line.serialTracked && line.serialsAvailable.some((s) => same(s, code)),
  );
  if (bySerial) {
    const serial = bySerial.serialsAvailable.find((s) => same(s, code))!;
    const check = checkOf(checks, bySerial);
    if (check.serials.includes(serial)) return { ok: false, refusal: { reason: 'serialTwice', serial } };
    if (left(checks, bySerial) < ONE) {
      return { ok: false, refusal: { reason: 'tooMany', line: bySerial, count: quantityOf(check.units) } };
    }
    const next = { units: check.units + ONE, serials: [...check.serials, serial] };
    return { ok: true, checks: withCheck(checks, bySerial, next), line: bySerial };
  }
  const matching = lines.filter(
    (line) => line.itemKind !== 'service' && line.barcode && same(line.barcode, code),
  );
  if (matching.length === 0) return { ok: false, refusal: { reason: 'unknown', code } };
  const tracked = matching.find((line) => line.serialTracked);
  if (tracked) return { ok: false, refusal: { reason: 'scanSerial', line: tracked } };
  const open = matching.find((line) => left(checks, line) >= ONE);
  if (!open) {
    const line = matching[0]!;
    return {
      ok: false,
      refusal: { reason: 'tooMany', line, count: quantityOf(checkOf(checks, line).units) },
    };
  }
  const check = checkOf(checks, open);
  return { ok: true, checks: withCheck(checks, open, { ...check, units: check.units + ONE }), line: open };
}

/** The station's +/− on a line that is not serial-tracked (typing instead of scanning): within 0 … left. */
export function adjust(checks: Checks, line: PackLine, delta: 1 | -1): Checks {
  const check = checkOf(checks, line);
  const units = check.units + BigInt(delta) * ONE;
  if (line.serialTracked || units < 0n || units > quantityUnits(line.quantity)) return checks;
  return withCheck(checks, line, { ...check, units });
}

/**
 * The send request's lines: every checked stocked line with its count (and serials); a service
 * line ships with its parent (the kit rule), a service standing alone ships whole with the rest.
 */
export function shipLines(lines: readonly PackLine[], checks: Checks) {
  const checked = lines.filter((line) => line.itemKind !== 'service' && checkOf(checks, line).units > 0n);
  if (checked.length === 0) return [];
  const orders = new Set(checked.map((line) => line.saleOrderId));
  const services = lines.filter(
    (line) => line.itemKind === 'service' && line.parentLineId === null && orders.has(line.saleOrderId),
  );
  return [
    ...checked.map((line) => {
      const check = checkOf(checks, line);
      return {
        saleOrderLineId: line.saleOrderLineId,
        quantity: quantityOf(check.units),
        ...(line.serialTracked ? { serials: check.serials } : {}),
      };
    }),
    ...services.map((line) => ({ saleOrderLineId: line.saleOrderLineId, quantity: line.quantity })),
  ];
}

/** Units checked and units to check over the stocked lines (the station's progress). */
export function progressOf(lines: readonly PackLine[], checks: Checks) {
  const stocked = lines.filter((line) => line.itemKind !== 'service');
  const sum = (pick: (line: PackLine) => bigint) => stocked.reduce((total, line) => total + pick(line), 0n);
  return {
    checked: quantityOf(sum((line) => checkOf(checks, line).units)),
    total: quantityOf(sum((line) => quantityUnits(line.quantity))),
  };
}
