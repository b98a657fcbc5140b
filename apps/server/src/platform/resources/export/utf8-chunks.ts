/** Bytes per chunk handed to the file (or the compressor). */
const CHUNK_BYTES = 64 * 1024;

/**
 * Encodes many short texts (a row each) into UTF-8 chunks of about 64 KiB, without ever joining
 * them into one long string: a long string is allocated straight into the old generation and
 * stays there until a full collection, so a million rows would grow the heap by hundreds of MB.
 */
export function* utf8Chunks(texts: Iterable<string>): Generator<Buffer> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for (const text of texts) {
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    if (used + text.length * 3 > CHUNK_BYTES) {
      if (used > 0) yield chunk.subarray(0, used);
      chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      used = 0;
      if (text.length * 3 > CHUNK_BYTES) {
        yield Buffer.from(text);
        continue;
      }
    }
    used += chunk.write(text, used);
  }
  if (used > 0) yield chunk.subarray(0, used);
}
