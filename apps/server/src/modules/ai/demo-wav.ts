/**
 * A small, deterministic WAV (16-bit PCM, mono, 8 kHz) for the demo recordings: short tone bursts
 * alternating like two speakers, so the player has real audio to play without shipping a file.
 */
const SAMPLE_RATE = 8000;

/** `variant` picks the pitches; `seconds` the length (a few seconds is plenty). */
export function demoWav(variant: number, seconds = 4): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const data = Buffer.alloc(samples * 2);
  const pitches = [440 + 40 * variant, 330 + 30 * variant];
  const burst = Math.round(SAMPLE_RATE * 0.45);
  const gap = Math.round(SAMPLE_RATE * 0.15);
  for (let i = 0; i < samples; i++) {
    const slot = Math.floor(i / (burst + gap));
    const inSlot = i % (burst + gap);
    let value = 0;
    if (inSlot < burst) {
      const pitch = pitches[slot % 2]! * (1 + 0.05 * ((slot * 7) % 3));
      // A soft attack and release, so the bursts do not click.
      const envelope = Math.min(1, inSlot / 200, (burst - inSlot) / 200);
      value = Math.sin((2 * Math.PI * pitch * i) / SAMPLE_RATE) * 0.3 * envelope;
    }
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
