import { FORM_DEFAULT_SPAN, FORM_GUTTER, FORM_LABEL_SPAN, FORM_WRAPPER_SPAN } from '@atrium/contract';
import Col from 'antd/es/col';
import Form, { type FormInstance } from 'antd/es/form';
import Row from 'antd/es/row';
import { useEffect, useMemo } from 'react';
import './forms-i18n';
import './form-renderer.css';
import { FieldItem } from './field-item';
import { initialValuesOf } from './form-defaults';
import type { FormDefinition, FormValues } from './form-schema';
import { SubFormField } from './sub-form-field';

interface FormRendererProps {
  definition: FormDefinition;
  form?: FormInstance<FormValues>;
  /** Read-only texts instead of controls (spec §2.10 preview). */
  preview?: boolean;
  /** Values to show instead of the fields' defaults (e.g. a saved record). */
  values?: FormValues;
  /**
   * Per-field rights at an approval node (field key → edit / read / hidden): hidden fields are not
   * rendered, read-only ones show as text, editable ones as controls. A field not named is
   * read-only. Without it every field follows `preview`.
   */
  fieldRights?: Readonly<Record<string, FieldRight>>;
}

export type FieldRight = 'edit' | 'read' | 'hidden';

/** Whether a field shows as text under the given rights (not named: read-only). */
const previewOf = (key: string, preview: boolean, rights?: Readonly<Record<string, FieldRight>>) =>
  rights ? rights[key] !== 'edit' : preview;

/** The keys of the fields editable under the rights (what an approver may change and send). */
export function editableFieldKeys(
  definition: FormDefinition,
  rights: Readonly<Record<string, FieldRight>>,
): string[] {
  return definition.fields.map((field) => field.vModel).filter((key) => rights[key] === 'edit');
}

/**
 * Renders a designer definition: horizontal layout, labels right-aligned in 6 of 24 columns,
 * controls in 18, gutter 15, each field in its span (default 24) — spec §2.10 and §9.
 */
export function FormRenderer({ definition, form, preview = false, values, fieldRights }: FormRendererProps) {
  const initialValues = useMemo(() => values ?? initialValuesOf(definition), [definition, values]);
  const [instance] = Form.useForm<FormValues>(form);
  // A preview shows values, not the complaints of an earlier validation in edit mode.
  useEffect(() => {
    if (!preview) return;
    const flagged = instance
      .getFieldsError()
      .filter((field) => field.errors.length > 0 || field.warnings.length > 0);
    if (flagged.length > 0)
      instance.setFields(flagged.map(({ name }) => ({ name, errors: [], warnings: [] })));
  }, [instance, preview]);
  return (
    <Form<FormValues>
      form={instance}
      layout="horizontal"
      labelAlign="right"
      labelCol={{ span: FORM_LABEL_SPAN }}
      wrapperCol={{ span: FORM_WRAPPER_SPAN }}
      initialValues={initialValues}
      className="atrium-form-renderer"
    >
      <Row gutter={FORM_GUTTER}>
        {definition.fields
          .filter((field) => fieldRights?.[field.vModel] !== 'hidden')
          .map((field) => (
            <Col key={field.vModel} span={field.span ?? FORM_DEFAULT_SPAN}>
              {field.tag === 'subForm' ? (
                <SubFormField field={field} preview={previewOf(field.vModel, preview, fieldRights)} />
              ) : (
                <FieldItem
                  field={field}
                  name={field.vModel}
                  preview={previewOf(field.vModel, preview, fieldRights)}
                />
              )}
            </Col>
          ))}
      </Row>
    </Form>
  );
}
