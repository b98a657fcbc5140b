import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { FieldDef, Fields } from '@atrium/contract';
import {
  getProductDetails,
  PRODUCT_ATTRIBUTES_MAX,
  type ProductAttribute,
  saveProductDetails,
} from '@atrium/contract/endpoints/catalogue-products';
import { productResource } from '@atrium/contract/resources/product';
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
import { ApiError } from '../../platform/api/api-error';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
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

/**
 * 新建商品 (/product/create; `?id=` edits): a full page rather than the list's dialog — twelve
 * fields, the attributes and the images don't fit a dialog. Saves the product, then its attributes
 * and images (PUT …/details, one transaction on the server); a refusal shows on its field.
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
  const [form] = Form.useForm<RecordFormValues & { attributes: ProductAttribute[] }>();
  const [original, setOriginal] = useState<AnyRow | null>(null);
  const [images, setImages] = useState<EditedImage[]>([]);
  const [loading, setLoading] = useState(editId !== null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (editId === null) {
      form.setFieldsValue({
        ...newRecordValues(productResource),
        onSale: true,
        taxRate: '13',
        attributes: [],
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
        form.setFieldsValue({ ...recordToFormValues(productResource, row), attributes: details.attributes });
        setImages(
          details.images.map((image) => ({
            fileId: image.fileId,
            url: image.thumbnailUrl,
            name: image.name,
            main: image.main,
          })),
        );
      })
      .finally(() => setLoading(false));
  }, [editId, form]);

  const save = async () => {
    let values: RecordFormValues & { attributes?: ProductAttribute[] };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    let saved: AnyRow | null = original;
    try {
      const body = formValuesToBody(productResource, values, original);
      saved =
        original === null
          ? await writes.create(body)
          : await writes.update(original.id, body as typeof body & { version: number });
      setOriginal(saved);
      await callEndpoint(saveProductDetails, {
        params: { id: saved.id },
        body: {
          attributes: (values.attributes ?? []).filter((attribute) => attribute?.name || attribute?.value),
          images: images.map((image) => ({ fileId: image.fileId, main: image.main })),
        },
        silent: true,
      });
      showMessage('success', t('form.saved'));
      navigate(LIST_PATH);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The product may be saved already: a second save edits it rather than creating another.
      if (saved && original === null) navigate(`?id=${saved.id}`, { replace: true });
      if (error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors.map(({ path, message }) => ({
            name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            errors: [message],
          })),
        );
        showMessage(
          'error',
          error.fieldErrors.some((e) => e.path.startsWith('images'))
            ? error.fieldErrors[0]!.message
            : t('form.fixErrors'),
        );
      } else showMessage('error', error.message);
    } finally {
      setSaving(false);
    }
  };

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
            <Form.List name="attributes">
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
            <ProductImagesEditor value={images} onChange={setImages} />
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
