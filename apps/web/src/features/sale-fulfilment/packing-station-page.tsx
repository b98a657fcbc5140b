import MinusOutlined from '@ant-design/icons/es/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { quantityOf } from '@atrium/contract';
import type { Packing, PackLine } from '@atrium/contract/endpoints/sale-fulfilment';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../platform/api/api-error';
import { withUnit } from '../../platform/format/quantity';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { lookUpPacking, useShip } from './fulfilment-queries';
import {
  adjust,
  type Checks,
  checkOf,
  progressOf,
  type ScanRefusal,
  scan,
  shipLines,
} from './packing-checks';
import { PACKING_NUMBER_PARAM } from './packing-paths';
import { PackingSlip } from './packing-slip';
import './packing-station.css';

type Feedback = { type: 'success' | 'error'; text: string } | null;

/**
 * /staging/ship (spec §2.2, signed in, outside the menu): the warehouse's packing station. Scan
 * or type an order or pick number; each scan (a barcode, a fitting's code, a serial) checks off
 * one unit, a wrong item or one too many is refused in words; carrier and tracking; a printable
 * packing slip; 发货 posts the send order(s) in one request.
 */
export function PackingStationPage() {
  const { t } = useTranslation(FULFILMENT_NS);
  const [params, setParams] = useSearchParams();
  const [documentNo, setDocumentNo] = useState(params.get(PACKING_NUMBER_PARAM) ?? '');
  const [packing, setPacking] = useState<Packing | null>(null);
  const [looking, setLooking] = useState(false);
  const [checks, setChecks] = useState<Checks>(new Map());
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [sendNos, setSendNos] = useState<string[]>([]);
  const ship = useShip();
  // Opened at a number (a pick's 去打包发货 link): look it up once, on the first render only (not
  // when the first character is typed into an empty station).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (documentNo) void open(documentNo);
  });

  const open = async (number = documentNo) => {
    if (!number.trim()) return;
    setLooking(true);
    setFeedback(null);
    try {
      const found = await lookUpPacking(number.trim());
      setPacking(found);
      setChecks(new Map());
      setSendNos([]);
      setParams({ [PACKING_NUMBER_PARAM]: found.documentNo }, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFeedback({ type: 'error', text: error.message });
    } finally {
      setLooking(false);
    }
  };

  const refusalText = (refusal: ScanRefusal) => {
    switch (refusal.reason) {
      case 'unknown':
        return t('station.unknown', { code: refusal.code });
      case 'tooMany':
        return t('station.tooMany', { item: refusal.line.itemLabel, count: refusal.count });
      case 'serialTwice':
        return t('station.serialTwice', { serial: refusal.serial });
      case 'scanSerial':
        return t('station.scanSerial', { item: refusal.line.itemLabel });
    }
  };

  const onScan = () => {
    if (!packing || !code.trim()) return;
    const result = scan(packing.lines, checks, code);
    if (result.ok) {
      setChecks(result.checks);
      setFeedback({ type: 'success', text: t('station.scanned', { item: result.line.itemLabel }) });
    } else {
      setFeedback({ type: 'error', text: refusalText(result.refusal) });
    }
    setCode('');
  };

  const onShip = async () => {
    if (!packing) return;
    const lines = shipLines(packing.lines, checks);
    if (lines.length === 0) {
      setFeedback({ type: 'error', text: t('station.nothingChecked') });
      return;
    }
    try {
      const answer = await ship.mutateAsync({
        ...(packing.kind === 'pickOrder' ? { pickOrderId: packing.id } : {}),
        carrier: carrier.trim() || undefined,
        trackingNo: trackingNo.trim() || undefined,
        lines,
      });
      const nos = answer.list.map((send) => send.documentNo);
      setSendNos(nos);
      setFeedback({ type: 'success', text: t('station.shipped', { nos: nos.join('、') }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFeedback({ type: 'error', text: error.message });
    }
  };

  const next = () => {
    setPacking(null);
    setDocumentNo('');
    setCarrier('');
    setTrackingNo('');
    setFeedback(null);
    setParams({}, { replace: true });
  };

  const progress = packing ? progressOf(packing.lines, checks) : null;
  const shipped = sendNos.length > 0;

  return (
    <main className="packing-station" data-testid="packing-station">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('station.title')}
      </Typography.Title>
      {!packing ? (
        <Form layout="vertical" onFinish={() => void open()}>
          <Form.Item label={t('station.documentNo')} htmlFor="station-document-no" extra={t('station.hint')}>
            <Input
              id="station-document-no"
              data-testid="station-document-no"
              size="large"
              autoFocus
              value={documentNo}
              onChange={(event) => setDocumentNo(event.target.value)}
            />
          </Form.Item>
          <Button type="primary" size="large" htmlType="submit" loading={looking} data-testid="station-open">
            {t('station.open')}
          </Button>
        </Form>
      ) : (
        <>
          <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
            <Tag color="blue" data-testid="station-number">
              {packing.documentNo}
            </Tag>
            <span>{t('station.warehouse', { name: packing.warehouseName })}</span>
            <span data-testid="station-progress">{t('station.progress', progress!)}</span>
          </Flex>
          {!shipped && (
            <Form layout="vertical" onFinish={onScan}>
              <Form.Item label={t('station.scanLabel')} htmlFor="station-scan" extra={t('station.scan')}>
                <Flex gap={8}>
                  <Input
                    id="station-scan"
                    data-testid="station-scan"
                    size="large"
                    autoFocus
                    autoComplete="off"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                  <Button size="large" htmlType="submit" data-testid="station-scan-submit">
                    {t('station.scanButton')}
                  </Button>
                </Flex>
              </Form.Item>
            </Form>
          )}
        </>
      )}
      {feedback && (
        <Alert
          type={feedback.type}
          showIcon
          message={feedback.text}
          role={feedback.type === 'error' ? 'alert' : 'status'}
          data-testid="station-feedback"
          style={{ margin: '12px 0' }}
        />
      )}
      {packing && (
        <>
          <div data-testid="station-lines">
            {packing.lines.map((line) => (
              <StationLine
                key={line.saleOrderLineId}
                line={line}
                checked={quantityOf(checkOf(checks, line).units)}
                serials={checkOf(checks, line).serials}
                multipleOrders={packing.orders.length > 1}
                disabled={shipped}
                onAdjust={(delta) => setChecks(adjust(checks, line, delta))}
              />
            ))}
          </div>
          <Flex wrap gap={12} style={{ marginTop: 16 }}>
            {(
              [
                ['station-carrier', t('station.carrier'), carrier, setCarrier],
                ['station-tracking', t('station.trackingNo'), trackingNo, setTrackingNo],
              ] as const
            ).map(([id, label, value, set]) => (
              <Form.Item key={id} label={label} htmlFor={id} style={{ flex: '1 1 200px', margin: 0 }}>
                <Input
                  id={id}
                  data-testid={id}
                  maxLength={64}
                  value={value}
                  disabled={shipped}
                  onChange={(event) => set(event.target.value)}
                />
              </Form.Item>
            ))}
          </Flex>
          <Flex wrap gap={8} style={{ marginTop: 16 }}>
            {!shipped && (
              <Button
                type="primary"
                size="large"
                loading={ship.isPending}
                onClick={onShip}
                data-testid="station-ship"
              >
                {t('station.ship')}
              </Button>
            )}
            <Button
              size="large"
              icon={<PrinterOutlined />}
              onClick={() => window.print()}
              data-testid="station-print"
            >
              {t('station.printSlip')}
            </Button>
            <Button size="large" onClick={next} data-testid="station-next">
              {shipped ? t('station.again') : t('station.back')}
            </Button>
          </Flex>
          <PackingSlip
            packing={packing}
            checks={checks}
            carrier={carrier}
            trackingNo={trackingNo}
            sendNos={sendNos}
          />
        </>
      )}
    </main>
  );
}

interface StationLineProps {
  line: PackLine;
  checked: string;
  serials: readonly string[];
  multipleOrders: boolean;
  disabled: boolean;
  onAdjust(delta: 1 | -1): void;
}

/** One line to pack: the item, what scans match it, checked / left, and +/− for typing a count. */
function StationLine({ line, checked, serials, multipleOrders, disabled, onAdjust }: StationLineProps) {
  const { t } = useTranslation(FULFILMENT_NS);
  const service = line.itemKind === 'service';
  const done = !service && checked === line.quantity;
  return (
    <div
      className={`packing-station-line${done ? ' packing-station-line-done' : ''}`}
      data-testid={`station-line-${line.saleOrderLineId}`}
    >
      <div className="packing-station-line-item">
        <div style={{ paddingLeft: line.parentLineId ? 16 : 0 }}>
          <strong>{line.itemLabel}</strong>
          {multipleOrders && <Typography.Text type="secondary"> · {line.saleOrderNo}</Typography.Text>}
        </div>
        <Typography.Text type="secondary" style={{ paddingLeft: line.parentLineId ? 16 : 0 }}>
          {service
            ? t('station.service')
            : `${t('station.barcode')}：${line.barcode || '-'}${line.serialTracked ? ` · ${t('station.serialTracked')}` : ''}`}
        </Typography.Text>
        {serials.length > 0 && <div data-testid="station-line-serials">{serials.join(', ')}</div>}
      </div>
      {!service && (
        <Flex align="center" gap={8}>
          <span data-testid="station-line-count">
            {t('station.checked')} {checked} / {withUnit(line.quantity, line.unit)}
          </span>
          {!line.serialTracked && (
            <>
              <Button
                aria-label={`${t('station.less')} ${line.itemLabel}`}
                icon={<MinusOutlined />}
                disabled={disabled}
                onClick={() => onAdjust(-1)}
              />
              <Button
                aria-label={`${t('station.more')} ${line.itemLabel}`}
                icon={<PlusOutlined />}
                disabled={disabled}
                onClick={() => onAdjust(1)}
              />
            </>
          )}
        </Flex>
      )}
    </div>
  );
}
