/** A CSS colour as the browser computes it (`rgb(…)` / `rgba(…)`) in channels of 0–255. */
function channels(color: string): [number, number, number] {
  const parts = color.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a computed rgb() colour: ${color}`);
  return [parts[0]!, parts[1]!, parts[2]!];
}

/** Relative luminance (WCAG 2.2). */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two computed colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
