/**
 * The built-in analyzer: deterministic rules over a call transcript, no network. Stage from
 * keyword rules (a customerStage dictionary value), products from the organization's product
 * names found in the text, `key:value` labels from rules, and an extractive summary made of the
 * customer's most informative lines. Rules read the customer's lines ("客户：…"); a transcript
 * without speaker marks is read whole.
 */

export const OFFLINE_ANALYZER = { analyzer: 'offline', model: 'rules-zh-1', promptVersion: 'offline-1.0' };
export const SUMMARY_MAX = 120;

/** The result fields the analyzers produce (the task adds id, version and provenance). */
export interface AnalysisFields {
  /** A customerStage dictionary value (mapped to the organization's label by the caller). */
  stage: string;
  product: string | string[];
  labels: string[];
  summary: string;
}

/** Stage rules, most decisive first: the first stage whose words occur wins. */
export const STAGE_RULES: readonly { stage: string; words: readonly string[] }[] = [
  { stage: 'lost', words: ['不需要了', '不考虑', '已经选了', '选了别家', '别的供应商', '不用了'] },
  { stage: 'won', words: ['签合同', '下单', '付款', '打款', '成交', '盖章'] },
  { stage: 'negotiation', words: ['折扣', '优惠', '便宜点', '便宜一点', '审批', '合同条款', '账期'] },
  { stage: 'quote', words: ['报价', '多少钱', '价格', '方案', '报个价'] },
  { stage: 'need', words: ['需要', '需求', '想了解', '采购', '打算买'] },
];
export const DEFAULT_STAGE = 'contact';

const INTEREST_HIGH = ['尽快', '马上', '今天就', '确定要', '这周', '本周', '抓紧'];
const INTEREST_LOW = ['不需要', '再说吧', '考虑一下', '以后再', '暂时不'];
const CONCERNS: readonly { label: string; words: readonly string[] }[] = [
  { label: '价格', words: ['价格', '报价', '多少钱', '折扣', '优惠', '便宜', '太贵'] },
  { label: '交付', words: ['发货', '交付', '到货', '工期', '物流', '安装'] },
  { label: '售后', words: ['售后', '维修', '保修', '质保', '退换'] },
  { label: '功能', words: ['功能', '演示', '系统', '对接', '接口', '试用'] },
];
const POSITIVE = ['好的', '不错', '满意', '谢谢', '可以', '挺好', '没问题'];
const NEGATIVE = ['投诉', '不满', '太贵', '失望', '生气', '太慢', '不行'];

const SPEAKER = /^\s*(客户|坐席|销售|Customer|Agent)\s*[：:]\s*/i;
const count = (text: string, words: readonly string[]) =>
  words.reduce((sum, word) => sum + (text.split(word).length - 1), 0);

/** The customer's lines (without the speaker mark); every line when none is marked. */
export function customerLines(transcript: string): string[] {
  const lines = transcript
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const marked = lines.filter((line) => SPEAKER.test(line));
  const own = marked.length > 0 ? marked.filter((line) => /^\s*(客户|Customer)/i.test(line)) : lines;
  return own.map((line) => line.replace(SPEAKER, '').trim()).filter(Boolean);
}

function stageOf(text: string): string {
  return STAGE_RULES.find(({ words }) => count(text, words) > 0)?.stage ?? DEFAULT_STAGE;
}

function labelsOf(text: string, stage: string): string[] {
  const high = stage === 'won' || stage === 'negotiation' || count(text, INTEREST_HIGH) > 0;
  const low = stage === 'lost' || count(text, INTEREST_LOW) > 0;
  const interest = low && !high ? '低' : high ? '高' : '中';
  const mood = count(text, POSITIVE) - count(text, NEGATIVE);
  return [
    `意向:${interest}`,
    ...CONCERNS.filter(({ words }) => count(text, words) > 0).map(({ label }) => `关注点:${label}`),
    `情绪:${mood > 0 ? '积极' : mood < 0 ? '消极' : '中性'}`,
  ];
}

/** The most informative lines (most rule words and product names, then longest), in call order, ≤ SUMMARY_MAX. */
function summaryOf(lines: readonly string[], products: readonly string[]): string {
  const vocabulary = [
    ...STAGE_RULES.flatMap(({ words }) => words),
    ...CONCERNS.flatMap(({ words }) => words),
    ...INTEREST_HIGH,
    ...products,
  ];
  // Sentence ends go: the chosen lines are joined with "；".
  const ranked = lines
    .map((line) => line.replace(/[。！？!?；;，,.…\s]+$/u, ''))
    .map((line, index) => ({ line, index, score: count(line, vocabulary) * 100 + line.length }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const entry of ranked) {
    const added = entry.line.length + (chosen.length > 0 ? 1 : 0);
    if (length + added > SUMMARY_MAX) continue;
    chosen.push(entry);
    length += added;
  }
  if (chosen.length === 0 && ranked[0]) return `${ranked[0].line.slice(0, SUMMARY_MAX - 1)}…`;
  return chosen
    .sort((a, b) => a.index - b.index)
    .map(({ line }) => line)
    .join('；');
}

/** Analyses a transcript; `catalogue` is the organization's product names. */
export function analyzeTranscript(transcript: string, catalogue: readonly string[]): AnalysisFields {
  const lines = customerLines(transcript);
  const customerText = lines.join('\n');
  const products = [...new Set(catalogue)].filter((name) => name && transcript.includes(name));
  const stage = stageOf(customerText);
  return {
    stage,
    product: products.length === 1 ? products[0]! : products,
    labels: labelsOf(customerText, stage),
    summary: summaryOf(lines, products),
  };
}
