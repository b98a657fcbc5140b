import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import type { ReactNode } from 'react';

/** The property panel's small building blocks: a labelled number and a labelled switch. */

export function SectionTitle({ children }: { children: ReactNode }) {
  return <div className="atrium-designer-props-section">{children}</div>;
}

interface NumberPropProps {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  disabled?: boolean;
  testId?: string;
}

export function NumberProp({
  label,
  value,
  onChange,
  min,
  max,
  step,
  precision,
  disabled,
  testId,
}: NumberPropProps) {
  return (
    <Form.Item label={label}>
      <InputNumber
        aria-label={label}
        data-testid={testId}
        value={value ?? null}
        min={min}
        max={max}
        step={step}
        precision={precision}
        disabled={disabled}
        style={{ width: '100%' }}
        onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
      />
    </Form.Item>
  );
}

interface SwitchPropProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

export function SwitchProp({ label, checked, onChange, testId }: SwitchPropProps) {
  return (
    <Form.Item
      label={label}
      layout="horizontal"
      labelAlign="left"
      colon={false}
      labelCol={{ flex: 'auto' }}
      wrapperCol={{ flex: 'none' }}
    >
      <Switch size="small" aria-label={label} data-testid={testId} checked={checked} onChange={onChange} />
    </Form.Item>
  );
}
