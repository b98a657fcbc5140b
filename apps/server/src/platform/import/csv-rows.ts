import { TextDecoder } from 'node:util';

/**
 * Streaming CSV reader (RFC 4180 and what spreadsheets write): a UTF-8 byte-order mark is dropped,
 * fields may be quoted (`""` inside quotes is one quote, line breaks inside quotes are kept), and
 * records end with CRLF, LF or CR. Files that are not valid UTF-8 are read as GB18030 (what Excel
 * saves "CSV" as on Chinese Windows).
 */
export async function* csvRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const parser = new CsvParser();
  let decoder: TextDecoder | null = null;
  for await (const chunk of chunks) {
    decoder ??= decoderFor(chunk);
    yield* parser.push(decoder.decode(chunk, { stream: true }));
  }
  if (decoder) yield* parser.push(decoder.decode());
  yield* parser.end();
}

/** UTF-8 unless the first chunk is not valid UTF-8. */
function decoderFor(firstChunk: Uint8Array): TextDecoder {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(firstChunk, { stream: true });
    return new TextDecoder('utf-8');
  } catch {
    return new TextDecoder('gb18030');
  }
}

class CsvParser {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** Just closed a quoted section: a following quote is an escaped quote. */
  private afterQuote = false;
  private afterCr = false;
  private started = false;

  *push(text: string): Generator<string[]> {
    let index = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) index = 1;
    }
    const length = text.length;
    for (; index < length; index++) {
      const char = text[index]!;
      if (this.quoted) {
        if (char === '"') {
          this.quoted = false;
          this.afterQuote = true;
        } else {
          this.field += char;
        }
        continue;
      }
      if (this.afterCr) {
        this.afterCr = false;
        if (char === '\n') continue;
      }
      if (char === '"') {
        if (this.afterQuote) this.field += '"';
        this.quoted = true;
        this.afterQuote = false;
        continue;
      }
      this.afterQuote = false;
      if (char === ',') {
        this.record.push(this.field);
        this.field = '';
      } else if (char === '\n' || char === '\r') {
        this.afterCr = char === '\r';
        yield this.finishRecord();
      } else {
        this.field += char;
      }
    }
  }

  *end(): Generator<string[]> {
    if (this.field !== '' || this.record.length > 0) yield this.finishRecord();
  }

  private finishRecord(): string[] {
    this.record.push(this.field);
    const record = this.record;
    this.record = [];
    this.field = '';
    return record;
  }
}
