import { crc32, deflateSync } from 'node:zlib';

/** Hues of the demo pictures (one per variant), as RGB. */
const PALETTE: readonly (readonly [number, number, number])[] = [
  [22, 119, 255],
  [250, 140, 22],
  [82, 196, 26],
  [235, 47, 150],
  [114, 46, 209],
  [19, 194, 194],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small RGB PNG for the demo catalogue: a light background with a rounded block of the variant's
 * colour, the same bytes every time (the file store's copy can be rewritten from the key alone).
 */
export function demoProductPng(variant: number, size: number): Buffer {
  const [r, g, b] = PALETTE[variant % PALETTE.length]!;
  const rows: Buffer[] = [];
  const margin = Math.round(size * 0.18);
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0: none
    for (let x = 0; x < size; x++) {
      const inside = x >= margin && x < size - margin && y >= margin && y < size - margin;
      // Shade the block from top to bottom so it reads as an object, not a flat tile.
      const shade = inside ? 1 - (0.35 * (y - margin)) / (size - 2 * margin) : 0;
      const pixel = inside ? [r * shade, g * shade, b * shade] : [245, 246, 248];
      row.set(pixel.map(Math.round), 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
