import { z } from 'zod';

/**
 * Where speech-to-text and analysis run, read from the environment (like platform/config):
 * - speech-to-text: `vendor` (the transcript the telephony vendor delivers with the recording)
 *   unless ATRIUM_STT_URL is set, then any OpenAI-compatible `/audio/transcriptions` endpoint;
 * - analysis: the built-in offline analyzer unless ATRIUM_LLM_URL is set, then any
 *   OpenAI-compatible `/chat/completions` endpoint.
 */
export interface OpenAiCompatible {
  kind: 'openai-compatible';
  /** The API base, e.g. `https://api.example.com/v1` (paths are appended to it). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
}
export type SpeechToTextConfig = { kind: 'vendor' } | OpenAiCompatible;
export type AnalyzerConfig = { kind: 'offline' } | OpenAiCompatible;
export interface AiConfig {
  stt: SpeechToTextConfig;
  llm: AnalyzerConfig;
}

const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const schema = z.object({
  ATRIUM_STT_URL: url.optional(),
  ATRIUM_STT_API_KEY: z.string().min(1).optional(),
  ATRIUM_STT_MODEL: z.string().min(1).default('whisper-1'),
  ATRIUM_LLM_URL: url.optional(),
  ATRIUM_LLM_API_KEY: z.string().min(1).optional(),
  ATRIUM_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
});

const trimSlash = (value: string) => value.replace(/\/+$/, '');
const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const values = schema.parse(blankToUndefined(env));
  return {
    stt: values.ATRIUM_STT_URL
      ? {
          kind: 'openai-compatible',
          baseUrl: trimSlash(values.ATRIUM_STT_URL),
          apiKey: values.ATRIUM_STT_API_KEY ?? null,
          model: values.ATRIUM_STT_MODEL,
        }
      : { kind: 'vendor' },
    llm: values.ATRIUM_LLM_URL
      ? {
          kind: 'openai-compatible',
          baseUrl: trimSlash(values.ATRIUM_LLM_URL),
          apiKey: values.ATRIUM_LLM_API_KEY ?? null,
          model: values.ATRIUM_LLM_MODEL,
        }
      : { kind: 'offline' },
  };
}

export const authHeaders = (config: OpenAiCompatible): Record<string, string> =>
  config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
