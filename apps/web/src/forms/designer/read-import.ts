import type { ConversionIssue } from '../convert/conversion-issue';
import { convertFormGenerator } from '../convert/convert-form-generator';
import { isFormGeneratorJson } from '../convert/form-generator-format';
import type { FormDefinition } from '../form-schema';
import { checkDefinition, type DefinitionProblem } from './definition-check';

export type ImportReading =
  | { status: 'empty' }
  | { status: 'invalidJson'; detail: string }
  | { status: 'invalid'; format: 'atrium' | 'formGenerator'; problems: DefinitionProblem[] }
  | {
      status: 'ready';
      format: 'atrium' | 'formGenerator';
      definition: FormDefinition;
      /** What the form-generator conversion skipped or changed (empty for our own format). */
      issues: ConversionIssue[];
    };

/**
 * Reads pasted or uploaded JSON: the original form-generator format (recognised by `__config__`)
 * is converted first; either way the result must pass the definition check.
 */
export function readImport(source: string): ImportReading {
  if (source.trim() === '') return { status: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    return { status: 'invalidJson', detail: error instanceof Error ? error.message : String(error) };
  }
  const format = isFormGeneratorJson(parsed) ? 'formGenerator' : 'atrium';
  const converted =
    format === 'formGenerator'
      ? convertFormGenerator(parsed as Parameters<typeof convertFormGenerator>[0])
      : null;
  const checked = checkDefinition(converted ? converted.definition : parsed);
  if (!checked.definition) return { status: 'invalid', format, problems: checked.problems };
  return { status: 'ready', format, definition: checked.definition, issues: converted?.issues ?? [] };
}
