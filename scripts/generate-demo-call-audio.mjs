#!/usr/bin/env node
/**
 * Makes the demo calls' recordings (apps/server/assets/demo-calls/*.wav) from dialogues.json:
 * each utterance is spoken by espeak-ng's Mandarin voice (the agent in a female variant, the
 * customer in the default male one), joined with short pauses, resampled to 8 kHz mono 16-bit
 * (telephone quality, ~16 KB a second) and written as WAV. The files are committed: run this only
 * to change them, on a machine with espeak-ng (`apt-get install -y espeak-ng`):
 *
 *   node scripts/generate-demo-call-audio.mjs
 *
 * The transcripts the demo seed stores are the same dialogues (demo-calls/demo-calls.ts reads
 * dialogues.json), so what plays is what the recording dialog shows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS = fileURLToPath(new URL('../apps/server/assets/demo-calls/', import.meta.url));
const RATE = 8000;
const PAUSE_SECONDS = 0.25;
const MAX_SECONDS = 12;
const VOICES = { agent: ['-v', 'cmn+f3', '-p', '55'], customer: ['-v', 'cmn', '-p', '40'] };

/** The 16-bit mono samples and rate of a PCM WAV (espeak-ng writes a plain 44-byte header). */
function readWav(bytes) {
  let offset = 12;
  let rate = 0;
  while (offset < bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = bytes.readUInt32LE(offset + 12);
    if (id === 'data') {
      const end = Math.min(bytes.length, offset + 8 + size);
      const samples = new Int16Array((end - offset - 8) / 2);
      for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(offset + 8 + i * 2);
      return { rate, samples };
    }
    offset += 8 + size;
  }
  throw new Error('no data chunk');
}

/** Without the silence espeak-ng leaves before and after an utterance. */
function trimSilence(samples, threshold = 300) {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]) < threshold) start += 1;
  while (end > start && Math.abs(samples[end - 1]) < threshold) end -= 1;
  return samples.subarray(start, end);
}

/** Down to RATE: a box low-pass over the source step, then linear interpolation. */
function resample(samples, from) {
  const step = from / RATE;
  const width = Math.max(1, Math.round(step));
  const out = new Int16Array(Math.floor(samples.length / step));
  for (let i = 0; i < out.length; i += 1) {
    const at = i * step;
    let sum = 0;
    let n = 0;
    for (let k = Math.floor(at - width / 2); k <= Math.floor(at + width / 2); k += 1) {
      if (k >= 0 && k < samples.length) {
        sum += samples[k];
        n += 1;
      }
    }
    out[i] = n ? Math.round(sum / n) : 0;
  }
  return out;
}

function wavBytes(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

const dialogues = JSON.parse(readFileSync(join(ASSETS, 'dialogues.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'demo-call-audio-'));
let total = 0;
try {
  for (const [name, lines] of Object.entries(dialogues)) {
    const parts = [];
    for (const [index, [speaker, text]] of lines.entries()) {
      const file = join(work, `${name}-${index}.wav`);
      execFileSync('espeak-ng', [...VOICES[speaker], '-s', '260', '-w', file, text]);
      const { rate, samples } = readWav(readFileSync(file));
      parts.push(resample(trimSilence(samples), rate), new Int16Array(Math.round(PAUSE_SECONDS * RATE)));
    }
    const joined = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
    }
    const seconds = joined.length / RATE;
    if (seconds > MAX_SECONDS) throw new Error(`${name} lasts ${seconds.toFixed(1)} s (> ${MAX_SECONDS} s)`);
    const bytes = wavBytes(joined);
    writeFileSync(join(ASSETS, `${name}.wav`), bytes);
    total += bytes.length;
    console.log(`${name}.wav  ${seconds.toFixed(1)} s  ${(bytes.length / 1024).toFixed(0)} KB`);
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
