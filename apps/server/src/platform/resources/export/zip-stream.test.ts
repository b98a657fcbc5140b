import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.js';

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(text: string) {
  yield Buffer.from(text, 'utf8');
}

describe('zip stream on a server in New York', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("stamps its entries with the business clock's time, not the machine's zone", async () => {
    // 23:30 UTC on the 26th is 07:30 on the 27th in the office, 18:30 on the 26th in New York.
    const at = new Date('2026-11-26T23:30:00.000Z');
    expect(at.getHours()).toBe(18);
    const bytes = await bytesOf(zipStream([{ name: 'a.txt', content: once('hello') }], at));
    // The local file header's modification time and date (APPNOTE 4.3.7), little-endian.
    const time = bytes.readUInt16LE(10);
    const date = bytes.readUInt16LE(12);
    expect([time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2]).toEqual([7, 30, 0]);
    expect([(date >> 9) + 1980, (date >> 5) & 0x0f, date & 0x1f]).toEqual([2026, 11, 27]);
    const zip = await JSZip.loadAsync(bytes);
    expect(await zip.file('a.txt')?.async('string')).toBe('hello');
  });
});
