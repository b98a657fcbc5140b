/**
 * A repair's warranty (docs/repairs.md, Warranty): the product's warranty months counted from the
 * day the serial went to the customer. The last covered day is the ship day N months on (the
 * month's last day when it has no such day: 01-31 + 1 month → 02-28); a repair diagnosed on or
 * before it is under warranty. Days are business days (YYYY-MM-DD); no time zone arithmetic.
 */
export function warrantyUntil(shipDate: string, months: number): string {
  const [year, month, day] = shipDate.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The warranty decision: unknown ship day or no warranty months → out of warranty. */
export function warrantyDecision(
  shipDate: string | null,
  months: number | null,
  today: string,
): { underWarranty: boolean; warrantyUntil: string | null } {
  if (!shipDate || !months || months <= 0) return { underWarranty: false, warrantyUntil: null };
  const until = warrantyUntil(shipDate, months);
  return { underWarranty: today <= until, warrantyUntil: until };
}
