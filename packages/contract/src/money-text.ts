/**
 * Money as people write it: yuan with up to two decimals ("12.5", "-5", "1,234.00", "¥99"), read
 * exactly into whole fen (1250, -500, 123400, 9900) — by its digits, never through a float. Null
 * for anything else (finer than a fen, not a number), which a form or an import must refuse rather
 * than round. Used by the money inputs of the screens and by imports (an export writes yuan, so a
 * file exported and imported again keeps its amounts).
 */
const YUAN_TEXT = /^(-?)¥?(\d{1,13})(?:\.(\d{1,2}))?$/;

export function yuanTextToFen(text: string): number | null {
  const match = YUAN_TEXT.exec(text.trim().replace(/,(?=\d{3}(\D|$))/g, ''));
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && fen !== 0 ? -fen : fen;
}
