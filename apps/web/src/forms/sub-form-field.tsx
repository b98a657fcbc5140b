import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { FORM_DEFAULT_SPAN, FORM_GUTTER } from '@atrium/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import type { FormListFieldData } from 'antd/es/form/FormList';
import Row from 'antd/es/row';
import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { FieldItem } from './field-item';
import { rowDefaults } from './form-defaults';
import type { FormField, SubFormField as SubFormDefinition } from './form-schema';
import { subFormPermissions } from './sub-form-rules';

type PlainField = Exclude<FormField, { tag: 'subForm' }>;

interface SubFormFieldProps {
  field: SubFormDefinition;
  preview: boolean;
}

/** Rows of fields, as a table (horizontal) or stacked blocks (vertical), with add and remove. */
export function SubFormField({ field, preview }: SubFormFieldProps) {
  const { t } = useTranslation('forms');
  const permissions = subFormPermissions(field, preview);
  // Sub-forms nest one level: a sub-form inside a sub-form is not a designer option.
  const children = field.children.filter((child): child is PlainField => child.tag !== 'subForm');

  return (
    <Form.Item label={field.label} required={field.required} data-testid={`sub-form-${field.vModel}`}>
      <Form.List name={field.vModel}>
        {(rows, { add, remove }) => (
          <>
            {field.mode === 'horizontal' ? (
              <Table<FormListFieldData>
                size="small"
                bordered
                pagination={false}
                rowKey="key"
                dataSource={rows}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t('subForm.empty') }}
                columns={tableColumns(
                  children,
                  preview,
                  permissions,
                  remove,
                  t('subForm.actions'),
                  t('subForm.remove'),
                )}
              />
            ) : (
              rows.map((row, index) => (
                <section
                  key={row.key}
                  className="atrium-sub-form-row"
                  aria-label={t('subForm.row', { index: index + 1 })}
                >
                  <header className="atrium-sub-form-row-header">
                    <span>{t('subForm.row', { index: index + 1 })}</span>
                    {permissions.canRemove(index) && (
                      <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)}>
                        {t('subForm.remove')}
                      </Button>
                    )}
                  </header>
                  <Row gutter={FORM_GUTTER}>
                    {children.map((child) => (
                      <Col key={child.vModel} span={child.span ?? FORM_DEFAULT_SPAN}>
                        <FieldItem
                          field={child}
                          name={[row.name, child.vModel]}
                          preview={preview}
                          inSubForm
                          disabled={!permissions.canEdit}
                        />
                      </Col>
                    ))}
                  </Row>
                </section>
              ))
            )}
            {permissions.canAdd && (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => add(rowDefaults(field))}
                style={{ marginTop: 8 }}
              >
                {t('subForm.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

function tableColumns(
  children: PlainField[],
  preview: boolean,
  permissions: ReturnType<typeof subFormPermissions>,
  remove: (index: number) => void,
  actionsTitle: string,
  removeText: string,
): ColumnsType<FormListFieldData> {
  const columns: ColumnsType<FormListFieldData> = children.map((child) => ({
    key: child.vModel,
    title: child.required ? <span className="atrium-required-title">{child.label}</span> : child.label,
    onCell: () => ({ style: { minWidth: 160, verticalAlign: 'top' } }),
    render: (_value, row) => (
      <FieldItem
        field={child}
        name={[row.name, child.vModel]}
        preview={preview}
        inSubForm
        disabled={!permissions.canEdit}
        hideLabel
      />
    ),
  }));
  if (permissions.canEdit) {
    columns.push({
      key: 'actions',
      title: actionsTitle,
      width: 80,
      render: (_value, row, index) =>
        permissions.canRemove(index) ? (
          <Button type="link" danger onClick={() => remove(row.name)}>
            {removeText}
          </Button>
        ) : null,
    });
  }
  return columns;
}
