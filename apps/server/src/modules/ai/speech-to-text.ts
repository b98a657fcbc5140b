import { z } from 'zod';
import { authHeaders, type OpenAiCompatible } from './ai-config.js';

const TIMEOUT_MS = 120_000;
const transcription = z.object({ text: z.string() });

/** One utterance per line, as convert_text keeps transcripts: split after sentence ends. */
export function linesOfText(text: string): string {
  return text
    .split(/(?<=[。！？!?])|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Speech-to-text by any OpenAI-compatible endpoint: `POST {base}/audio/transcriptions`,
 * multipart with `file` and `model`, answering `{ text }`.
 */
export async function transcribeWithOpenAi(
  config: OpenAiCompatible,
  audio: Buffer,
  fileName: string,
  mime: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio)], { type: mime }), fileName);
  form.append('model', config.model);
  form.append('language', 'zh');
  form.append('response_format', 'json');
  const response = await fetch(`${config.baseUrl}/audio/transcriptions`, {
    method: 'POST',
    headers: authHeaders(config),
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`transcription endpoint answered HTTP ${response.status}`);
  return linesOfText(transcription.parse(await response.json()).text);
}
