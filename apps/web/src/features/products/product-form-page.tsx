import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { FieldDef, Fields } from '@atrium/contract';
import { getProductDetails, type ProductAttribute } from '@atrium/contract/endpoints/catalogue-products';
import { PRODUCT_ATTRIBUTES_MAX, productResource } from '@atrium/contract/resources/product';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { usePageTitle } from '../../platform/tabs/page-titles-store';
import { type FieldWidget, FieldWidgetsProvider } from '../../resources/field-widgets';
import { RecordFieldInput } from '../../resources/record-field-input';
import { recordFieldRules } from '../../resources/record-form-rules';
import {
  formValuesToBody,
  newRecordValues,
  type RecordFormValues,
  recordToFormValues,
} from '../../resources/record-form-values';
import { useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import type { AnyRow } from '../../resources/resource-types';
import { UnitSelect } from '../../resources/unit-select';
import { CategoryTreeSelect } from './category-tree-select';
import { type EditedImage, ProductImagesEditor } from './product-images-editor';
import { PRODUCTS_NS } from './products-i18n';

const LIST_PATH = '/product/list';
const fields = productResource.fields as Fields;
/** The form's sections: which fields each shows (the rest of the resource's form fields go last). */
const SECTIONS = [
  { key: 'form.basic', names: ['sku', 'name', 'categoryId', 'brand', 'unit', 'barcode'] },
  {
    key: 'form.prices',
    names: ['listPrice', 'costPrice', 'taxRate', 'warrantyMonths', 'onSale', 'serialTracked'],
  },
] as const;

const WIDGETS = new Map<FieldDef, FieldWidget>([
  [productResource.fields.categoryId, { Input: CategoryTreeSelect }],
  [productResource.fields.unit, { Input: UnitSelect }],
]);

/** The form's values: the product's fields and its children (`specs`, `images`). */
type ProductFormValues = RecordFormValues & { specs?: ProductAttribute[]; images?: EditedImage[] };

/**
 * 新建商品 (/product/create; `?id=` edits): a full page rather than the list's dialog — twelve
 * fields, the attributes and the images don't fit a dialog. Saves the product with its attributes
 * (`specs`) and images in one request (one transaction, one version on the server); a refusal
 * changes nothing and shows on its field (`specs.2.value`, an image's on the images).
 */
export function ProductFormPage() {
  return (
    <FieldWidgetsProvider widgets={WIDGETS}>
      <ProductForm />
    </FieldWidgetsProvider>
  );
}

function ProductForm() {
  const { t } = useTranslation(PRODUCTS_NS);
  const { t: tr } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const editId = Number(search.get('id')) || null;
  const title = editId ? t('form.editTitle') : t('form.createTitle');
  usePageTitle(title);
  const labels = useResourceLabels(productResource, PRODUCTS_NS);
  const writes = useResourceWrites(productResource);
  const [form] = Form.useForm<ProductFormValues>();
  const [original, setOriginal] = useState<AnyRow | null>(null);
  const [loading, setLoading] = useState(editId !== null);

  useEffect(() => {
    if (editId === null) {
      form.setFieldsValue({
        ...newRecordValues(productResource),
        onSale: true,
        taxRate: '13',
        specs: [],
        images: [],
      });
      return;
    }
    setLoading(true);
    void Promise.all([
      callEndpoint(productResource.endpoints.get, { params: { id: editId } }) as Promise<AnyRow>,
      callEndpoint(getProductDetails, { params: { id: editId } }),
    ])
      .then(([row, details]) => {
        setOriginal(row);
        form.setFieldsValue({
          ...recordToFormValues(productResource, row),
          specs: details.attributes,
          // The file names and addresses come with the details; the row holds the same images.
          images: details.images.map((image) => ({
            fileId: image.fileId,
            url: image.thumbnailUrl,
            name: image.name,
            main: image.main,
          })),
        });
      })
      .finally(() => setLoading(false));
  }, [editId, form]);

  const { saving, submit: save } = useFormSave({
    form,
    save: (values: ProductFormValues) => {
      const body = {
        ...formValuesToBody(productResource, values, original),
        specs: (values.specs ?? []).filter((spec) => spec?.name || spec?.value),
        images: (values.images ?? []).map((image) => ({ fileId: image.fileId, main: image.main })),
      };
      return original === null
        ? writes.create(body)
        : writes.update(original.id, body as typeof body & { version: number });
    },
    successMessage: t('form.saved'),
    onSaved: () => navigate(LIST_PATH),
    errors: 'form',
    fieldErrorsMessage: t('form.fixErrors'),
  });

  const item = (name: string) => {
    const def = fields[name]!;
    const label = labels.field(name);
    return (
      <Col xs={24} md={12} key={name}>
        <Form.Item
          name={name}
          label={label}
          required={def.required && def.kind !== 'boolean'}
          rules={recordFieldRules(def, label, tr, tc('validation.phone'))}
        >
          <RecordFieldInput def={def} label={label} labels={labels} valueLabel={original?.labels?.[name]} />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Spin spinning={loading}>
      <Form form={form} layout="vertical" data-testid="product-form" className="atrium-product-form">
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {SECTIONS.map((section) => (
            <Card
              key={section.key}
              title={section.key === 'form.basic' ? title : t(section.key)}
              size="small"
            >
              <Row gutter={24}>{section.names.map(item)}</Row>
            </Card>
          ))}
          <Card title={t('form.attributes')} size="small">
            <Form.List name="specs">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row) => (
                    <Row gutter={12} key={row.key} align="top">
                      <Col xs={10} md={8}>
                        <Form.Item
                          name={[row.name, 'name']}
                          rules={[{ required: true, message: t('form.attributeName') }, { max: 32 }]}
                        >
                          <Input placeholder={t('form.attributeName')} maxLength={32} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={10}>
                        <Form.Item
                          name={[row.name, 'value']}
                          rules={[{ required: true, message: t('form.attributeValue') }, { max: 64 }]}
                        >
                          <Input placeholder={t('form.attributeValue')} maxLength={64} />
                        </Form.Item>
                      </Col>
                      <Col xs={2}>
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('form.attributeName')}
                          onClick={() => remove(row.name)}
                        />
                      </Col>
                    </Row>
                  ))}
                  {rows.length < PRODUCT_ATTRIBUTES_MAX && (
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({ name: '', value: '' })}
                      data-testid="product-attribute-add"
                    >
                      {t('form.addAttribute')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </Card>
          <Card title={t('form.images')} size="small">
            <Form.Item name="images" style={{ marginBottom: 0 }}>
              <ProductImagesEditor />
            </Form.Item>
          </Card>
          <Space>
            <Button
              type="primary"
              loading={saving}
              onClick={() => void save()}
              data-testid="product-form-save"
            >
              {t('form.save')}
            </Button>
            <Button onClick={() => navigate(LIST_PATH)}>{t('form.cancel')}</Button>
          </Space>
        </Space>
      </Form>
    </Spin>
  );
}
