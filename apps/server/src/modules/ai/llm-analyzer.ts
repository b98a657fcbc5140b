import { z } from 'zod';
import { authHeaders, type OpenAiCompatible } from './ai-config.js';
import type { AnalysisFields } from './offline-analyzer.js';

/** Bumped whenever the prompt below changes: every result records it. */
export const LLM_PROMPT_VERSION = 'chat-1.0';
const TIMEOUT_MS = 60_000;

/** What the model must answer; anything else fails the task with the reason. */
const modelAnswer = z.object({
  stage: z.string().trim().min(1).max(32),
  product: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]),
  labels: z
    .array(z.string().regex(/^[^:：]+[:：].+$/, 'labels must be key:value'))
    .max(20)
    .transform((labels) => labels.map((label) => label.replace('：', ':'))),
  summary: z.string().max(500),
});

const chatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

function prompt(stages: readonly { label: string; value: string }[], catalogue: readonly string[]) {
  return [
    '你是销售通话分析助手。阅读通话转写（每行一句，"坐席："或"客户："开头），只输出一个 JSON 对象：',
    `{"stage": 客户阶段的取值，必须是以下之一：${stages.map(({ value, label }) => `${value}（${label}）`).join('、')},`,
    ` "product": 通话中提到的产品名称（一个字符串或字符串数组，只能取自：${catalogue.join('、') || '无'}）,`,
    ' "labels": 形如 "意向:高"、"关注点:价格"、"情绪:积极" 的标签数组,',
    ' "summary": 不超过120字的中文摘要}',
  ].join('\n');
}

/**
 * Analysis by any OpenAI-compatible chat endpoint (`POST {base}/chat/completions`, JSON mode).
 * The answer is validated; a stage outside the dictionary or a malformed answer throws.
 */
export async function analyzeWithChat(
  config: OpenAiCompatible,
  transcript: string,
  stages: readonly { label: string; value: string }[],
  catalogue: readonly string[],
): Promise<AnalysisFields> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(config) },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: prompt(stages, catalogue) },
        { role: 'user', content: transcript },
      ],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`chat endpoint answered HTTP ${response.status}`);
  const { choices } = chatAnswer.parse(await response.json());
  const content = choices[0]!.message.content.replace(/^```(?:json)?\s*|\s*```$/g, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new Error('chat answer is not JSON');
  }
  const answer = modelAnswer.parse(parsed);
  const stage = stages.find(({ value, label }) => answer.stage === value || answer.stage === label);
  if (!stage) throw new Error(`chat answer stage "${answer.stage}" is not a customerStage value`);
  return { ...answer, stage: stage.value };
}
