import { CALL_BIND_TYPES, CALL_BINDING_ORDINARY_PHONE, type CallBindType } from '@atrium/contract';
import { Button, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CallLoginFormProps {
  /** The ticket's bound phone, the ordinary phone's default. */
  userMobile: string;
  busy: boolean;
  onLogin(bindType: CallBindType, bindTel: string): void;
}

const BIND_LABEL: Record<CallBindType, 'softPhone' | 'ordinaryPhone'> = {
  3: 'softPhone',
  1: 'ordinaryPhone',
};

/** Not logged in (spec §2.9): the binding choice, soft phone (3) or ordinary phone (1), and login. */
export function CallLoginForm({ userMobile, busy, onLogin }: CallLoginFormProps) {
  const { t } = useTranslation('callToolbar');
  const [bindType, setBindType] = useState<CallBindType>(CALL_BIND_TYPES[0]);
  const [bindTel, setBindTel] = useState(userMobile);
  return (
    <Space size={8} data-testid="call-login-form">
      <Radio.Group
        size="small"
        optionType="button"
        aria-label={t('bindType')}
        value={bindType}
        onChange={(event) => setBindType(event.target.value)}
        options={CALL_BIND_TYPES.map((value) => ({ value, label: t(BIND_LABEL[value]) }))}
      />
      {bindType === CALL_BINDING_ORDINARY_PHONE && (
        <Input
          size="small"
          style={{ width: 128 }}
          aria-label={t('bindTel')}
          placeholder={t('bindTel')}
          value={bindTel}
          onChange={(event) => setBindTel(event.target.value)}
        />
      )}
      <Button size="small" type="primary" loading={busy} onClick={() => onLogin(bindType, bindTel)}>
        {t('login')}
      </Button>
    </Space>
  );
}
