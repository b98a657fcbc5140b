/**
 * What the converter could not carry over as it was. `skipped` fields are left out of the result;
 * `adjusted` ones are in it but differ from the original; `setting` is a form-level setting our
 * renderer fixes (spec §2.10 layout). The designer shows each one in the reader's language.
 */
export type ConversionIssueCode =
  /** A tag with no counterpart among our field kinds (e.g. el-color-picker, tinymce). */
  | 'unsupportedTag'
  /** A field without a tag at all. */
  | 'missingTag'
  /** el-time-picker with is-range: we have no time-range kind. */
  | 'timeRange'
  /** A sub-form inside a sub-form: sub-forms nest one level. */
  | 'nestedSubForm'
  /** A field without __vModel__ got a generated key. */
  | 'generatedKey'
  /** A __vModel__ used twice; the later field got a new key. */
  | 'duplicateKey'
  /** A row container (rowFormItem): its fields were lifted into the form in order. */
  | 'rowFlattened'
  /** A password input becomes a plain text input. */
  | 'passwordAsText'
  /** A date picker of another type (month, year, week, dates) becomes a date-time picker. */
  | 'dateTypeChanged'
  /** A range slider becomes a single-value slider. */
  | 'rangeSlider'
  /** Half stars are not offered; the rating counts whole stars. */
  | 'halfStars'
  /** A multi-select cascader becomes single-select. */
  | 'multipleCascader'
  /** The upload's own action URL is replaced by the app's upload service. */
  | 'uploadAction'
  /** A switch with non-boolean active/inactive values stores true/false instead. */
  | 'switchValues'
  /** A regList entry without a pattern or with one that does not compile. */
  | 'badPattern'
  /** A form-level setting the renderer fixes (label width/position, gutter, size, disabled). */
  | 'formSetting';

export interface ConversionIssue {
  severity: 'skipped' | 'adjusted' | 'setting';
  code: ConversionIssueCode;
  /** Where in the source, e.g. `fields[3].__config__.children[0]`, or the setting's name. */
  path: string;
  label?: string;
  tag?: string;
  /** The value that caused the issue (a date type, a setting's value, a new key …). */
  detail?: string;
}
