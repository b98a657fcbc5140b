import { parsePattern } from '../field-rules';
import type { FormDefinition, FormField } from '../form-schema';
import { FIELD_KEY_PATTERN } from './field-keys';
import { FIELD_KINDS, OPTION_TAGS } from './field-kinds';

export type DefinitionProblemCode =
  | 'notDefinition'
  | 'fieldNotObject'
  | 'unknownTag'
  | 'missingLabel'
  | 'badKey'
  | 'duplicateKey'
  | 'badSpan'
  | 'badRegList'
  | 'badPattern'
  | 'badOptions'
  | 'badMode'
  | 'badChildren'
  | 'nestedSubForm'
  | 'badNumber';

export interface DefinitionProblem {
  code: DefinitionProblemCode;
  /** Where, e.g. `fields[2].regList[0].pattern`. */
  path: string;
  /** The offending value, shortened, when it helps to see it. */
  value?: string;
}

const TAGS = new Set<string>(FIELD_KINDS.map((kind) => kind.tag));
const NUMBER_PROPS = ['min', 'max', 'step', 'precision', 'count', 'rows', 'maxLength', 'fileSize', 'limit'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

function checkOptions(list: unknown, path: string, problems: DefinitionProblem[]) {
  if (!Array.isArray(list)) {
    problems.push({ code: 'badOptions', path });
    return;
  }
  for (const [index, option] of list.entries()) {
    const at = `${path}[${index}]`;
    const valueOk =
      isRecord(option) && (typeof option.value === 'string' || typeof option.value === 'number');
    if (!isRecord(option) || typeof option.label !== 'string' || !valueOk)
      problems.push({ code: 'badOptions', path: at, value: shown(option) });
    else if (option.children !== undefined) checkOptions(option.children, `${at}.children`, problems);
  }
}

function checkFields(
  list: readonly unknown[],
  path: string,
  inSubForm: boolean,
  problems: DefinitionProblem[],
) {
  const seen = new Set<string>();
  for (const [index, item] of list.entries()) {
    const at = `${path}[${index}]`;
    if (!isRecord(item)) {
      problems.push({ code: 'fieldNotObject', path: at });
      continue;
    }
    if (typeof item.tag !== 'string' || !TAGS.has(item.tag)) {
      problems.push({ code: 'unknownTag', path: `${at}.tag`, value: shown(item.tag) });
      continue;
    }
    if (typeof item.label !== 'string') problems.push({ code: 'missingLabel', path: `${at}.label` });
    if (typeof item.vModel !== 'string' || !FIELD_KEY_PATTERN.test(item.vModel))
      problems.push({ code: 'badKey', path: `${at}.vModel`, value: shown(item.vModel) });
    else if (seen.has(item.vModel))
      problems.push({ code: 'duplicateKey', path: `${at}.vModel`, value: item.vModel });
    else seen.add(item.vModel);
    if (
      item.span !== undefined &&
      !(Number.isInteger(item.span) && Number(item.span) >= 1 && Number(item.span) <= 24)
    )
      problems.push({ code: 'badSpan', path: `${at}.span`, value: shown(item.span) });
    for (const prop of NUMBER_PROPS)
      if (item[prop] !== undefined && item[prop] !== null && typeof item[prop] !== 'number')
        problems.push({ code: 'badNumber', path: `${at}.${prop}`, value: shown(item[prop]) });
    if (item.regList !== undefined) {
      if (!Array.isArray(item.regList)) problems.push({ code: 'badRegList', path: `${at}.regList` });
      else
        for (const [ruleIndex, rule] of item.regList.entries()) {
          const rulePath = `${at}.regList[${ruleIndex}]`;
          if (!isRecord(rule) || typeof rule.pattern !== 'string' || typeof rule.message !== 'string')
            problems.push({ code: 'badRegList', path: rulePath });
          else if (!parsePattern(rule.pattern))
            problems.push({ code: 'badPattern', path: `${rulePath}.pattern`, value: rule.pattern });
        }
    }
    if (OPTION_TAGS.has(item.tag as FormField['tag']) && item.options !== undefined)
      checkOptions(item.options, `${at}.options`, problems);
    if (item.tag === 'subForm') {
      if (inSubForm) {
        problems.push({ code: 'nestedSubForm', path: at });
        continue;
      }
      if (item.mode !== 'horizontal' && item.mode !== 'vertical')
        problems.push({ code: 'badMode', path: `${at}.mode`, value: shown(item.mode) });
      if (!Array.isArray(item.children)) problems.push({ code: 'badChildren', path: `${at}.children` });
      else checkFields(item.children, `${at}.children`, true, problems);
    }
  }
}

/**
 * Checks JSON claimed to be our definition (`{fields: [...]}` or a bare field list) before the
 * designer takes it: known kinds, keys that are identifiers and unique per level, sane numbers,
 * compiling patterns, well-formed options and sub-forms.
 */
export function checkDefinition(
  value: unknown,
): { definition: FormDefinition; problems: [] } | { definition: null; problems: DefinitionProblem[] } {
  const fields = Array.isArray(value) ? value : isRecord(value) ? value.fields : undefined;
  if (!Array.isArray(fields)) return { definition: null, problems: [{ code: 'notDefinition', path: '' }] };
  const problems: DefinitionProblem[] = [];
  checkFields(fields, Array.isArray(value) ? '' : 'fields', false, problems);
  if (problems.length > 0) return { definition: null, problems };
  return { definition: { fields: fields as FormField[] }, problems: [] };
}
