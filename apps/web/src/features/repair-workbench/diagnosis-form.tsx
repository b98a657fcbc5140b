import {
  REPAIR_LABOUR_MODES,
  REPAIR_QUOTE_LINES_MAX,
  type RepairDetail,
  type RepairLabourMode,
  repairDiagnose,
} from '@atrium/contract/endpoints/repair-orders';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { compact } from '../../forms/convert/read-value';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { MoneyInput, type MoneyValue } from '../../resources/money-input';
import { ReferencePicker } from '../../resources/reference-picker';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { FittingLinesField } from './fitting-lines-field';

type Line = { fittingId?: number; quantity?: string; unitPrice?: MoneyValue };

export type DiagnosisValues = {
  faultCategoryIds?: number[];
  diagnosisNote?: string;
  warehouseId?: number;
  lines?: Line[];
  labourMode: RepairLabourMode;
  labourMinutes?: number | null;
  labourRateFen?: MoneyValue;
  labourFeeFen?: MoneyValue;
};

const fenOrNothing = (value: MoneyValue | undefined) => (typeof value === 'number' ? value : undefined);

/**
 * The diagnose body from the form: prices, minutes and rates left empty are left out (a blank would
 * be sent as '', spec §5), so the server's defaults apply.
 */
export function diagnoseBody(values: DiagnosisValues, version: number) {
  const fixed = values.labourMode === 'fixed';
  return {
    version,
    faultCategoryIds: values.faultCategoryIds ?? [],
    diagnosisNote: values.diagnosisNote?.trim() ?? '',
    warehouseId: values.warehouseId!,
    lines: (values.lines ?? []).map((line) =>
      compact({
        fittingId: line.fittingId!,
        quantity: (line.quantity ?? '').trim(),
        unitPrice: fenOrNothing(line.unitPrice),
      }),
    ),
    labourMode: values.labourMode,
    ...compact(
      fixed
        ? { labourFeeFen: fenOrNothing(values.labourFeeFen) }
        : {
            labourMinutes: values.labourMinutes ?? undefined,
            labourRateFen: fenOrNothing(values.labourRateFen),
          },
    ),
  };
}

function initialValues(repair: RepairDetail): DiagnosisValues {
  return {
    faultCategoryIds: repair.faultCategoryIds,
    diagnosisNote: repair.diagnosisNote,
    warehouseId: repair.warehouseId ?? undefined,
    lines: repair.quoteLines.map((line) => ({
      fittingId: line.fittingId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    labourMode: repair.labourMode,
    labourMinutes: repair.diagnosedAt && repair.labourMode === 'time' ? repair.labourMinutes : null,
    labourRateFen: repair.diagnosedAt && repair.labourMode === 'time' ? repair.labourRateFen : null,
    labourFeeFen: repair.diagnosedAt && repair.labourMode === 'fixed' ? repair.labourFen : null,
  };
}

/**
 * 诊断与报价: fault categories from the tree, the warehouse the fittings come from, the quoted
 * fittings (picker, quantity, price — the fitting's own when left empty) and the labour, by time or
 * a fixed fee. Enter in any field saves; the server computes the amounts and decides the warranty.
 */
export function DiagnosisForm({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [form] = Form.useForm<DiagnosisValues>();
  const mode = Form.useWatch('labourMode', form) ?? repair.labourMode;
  const labels = new Map(repair.quoteLines.map((line) => [line.fittingId, line.fittingLabel]));
  const save = useFormSave<DiagnosisValues>({
    form,
    errors: 'form',
    save: (values) =>
      callEndpoint(repairDiagnose, {
        params: { id: repair.id },
        body: diagnoseBody(values, repair.version),
        silent: true,
      }),
    successMessage: t('manage.diagnosed'),
    onSaved: refresh,
  });
  return (
    <Form<DiagnosisValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(repair)}
      onFinish={save.onFinish}
      data-testid="repair-diagnosis"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="faultCategoryIds"
            label={t('manage.faultCategories')}
            extra={t('manage.faultCategoriesHint')}
          >
            <ReferencePicker source="faultCategory" multiple data-testid="diagnosis-categories" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="warehouseId" label={t('manage.warehouse')} rules={[{ required: true }]}>
            <ReferencePicker
              source="warehouse"
              valueLabel={repair.warehouseName || null}
              data-testid="diagnosis-warehouse"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="diagnosisNote" label={t('detail.diagnosisNote')}>
            <Input.TextArea rows={2} maxLength={1000} data-testid="diagnosis-note" />
          </Form.Item>
        </Col>
      </Row>
      <h4 style={{ marginTop: 0 }}>{t('manage.lines')}</h4>
      <FittingLinesField
        name="lines"
        max={REPAIR_QUOTE_LINES_MAX}
        labelOf={(index) => labels.get(form.getFieldValue(['lines', index, 'fittingId'])) ?? null}
        priced
        testId="diagnosis"
      />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="labourMode" label={t('manage.labourMode')}>
            <Radio.Group
              optionType="button"
              options={REPAIR_LABOUR_MODES.map((value) => ({
                value,
                label: t(value === 'time' ? 'manage.labourModeTime' : 'manage.labourModeFixed'),
              }))}
            />
          </Form.Item>
        </Col>
        {mode === 'time' ? (
          <>
            <Col xs={12} md={8}>
              <Form.Item name="labourMinutes" label={t('manage.labourMinutes')}>
                <InputNumber<number>
                  min={0}
                  max={100_000}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="diagnosis-minutes"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="labourRateFen" label={t('manage.labourRate')}>
                <MoneyInput placeholder={t('manage.ratePlaceholder')} />
              </Form.Item>
            </Col>
          </>
        ) : (
          <Col xs={24} md={8}>
            <Form.Item name="labourFeeFen" label={t('manage.labourFee')} rules={[{ required: true }]}>
              <MoneyInput data-testid="diagnosis-fee" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={save.saving} data-testid="diagnosis-save">
          {t('manage.diagnose')}
        </Button>
      </Flex>
    </Form>
  );
}
