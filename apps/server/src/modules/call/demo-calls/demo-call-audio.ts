import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { FileStore } from '../../../platform/storage/file-store.js';
import { SERVER_DIR } from '../../../server-dir.js';
import { files } from '../../files/files.tables.js';

/** The committed demo recordings and their dialogues (scripts/generate-demo-call-audio.mjs made them). */
const ASSETS = new URL('assets/demo-calls/', SERVER_DIR);

export type Speaker = 'agent' | 'customer';

/** Each recording's dialogue, by recording name: [speaker, utterance] in order. */
export function demoDialogues(): Record<string, [Speaker, string][]> {
  return JSON.parse(readFileSync(new URL('dialogues.json', ASSETS), 'utf8'));
}

/** The transcript as the vendor delivers it: one utterance per line, "坐席：…" / "客户：…". */
export function transcriptOf(lines: readonly [Speaker, string][]): string {
  return lines.map(([speaker, text]) => `${speaker === 'agent' ? '坐席' : '客户'}：${text}`).join('\n');
}

export function demoAudio(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`${name}.wav`, ASSETS)));
}

/** Seconds of a PCM WAV (byte rate in the fmt chunk, data size in the data chunk of a plain header). */
export function wavSeconds(bytes: Buffer): number {
  const byteRate = bytes.readUInt32LE(28);
  const dataSize = bytes.readUInt32LE(40);
  return dataSize / byteRate;
}

/** Where a demo recording's bytes live in the file store (files.key), per organization. */
export const demoAudioKey = (orgId: number, name: string) => `org/${orgId}/demo-calls/${name}.wav`;

/**
 * Puts the bytes of every demo recording row whose file is missing from the store (the demo seed
 * writes the rows before the app has a store; a fresh store after a restore lacks them too).
 * Idempotent and one query when there is nothing to do.
 */
export async function restoreDemoCallAudio(db: Db, store: FileStore): Promise<void> {
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(like(files.key, 'org/%/demo-calls/%.wav'));
  for (const { key } of rows) {
    if ((await store.size(key)) !== null) continue;
    const name = key.slice(key.lastIndexOf('/') + 1, -'.wav'.length);
    await store.put(key, demoAudio(name));
  }
}
