import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { parsePattern } from '../field-rules';
import type { RegRule } from '../form-schema';

interface RegListEditorProps {
  rules: RegRule[];
  onChange: (rules: RegRule[] | undefined) => void;
}

/** The field's pattern rules: a regular expression and the message shown when a value misses it. */
export function RegListEditor({ rules, onChange }: RegListEditorProps) {
  const { t } = useTranslation('designer');
  const replace = (index: number, rule: RegRule) =>
    onChange(rules.map((item, at) => (at === index ? rule : item)));
  return (
    <Form.Item label={t('prop.regList')}>
      {rules.map((rule, index) => {
        const broken = rule.pattern !== '' && !parsePattern(rule.pattern);
        return (
          // Rules have no id; their place in the list is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="atrium-designer-list-row" data-testid="rule-row">
            <Form.Item
              noStyle={!broken}
              validateStatus={broken ? 'error' : undefined}
              help={broken ? t('pattern.invalid') : undefined}
              style={{ marginBottom: 0 }}
            >
              <Input
                aria-label={t('prop.pattern')}
                placeholder={t('prop.pattern')}
                className="atrium-designer-json"
                value={rule.pattern}
                onChange={(event) => replace(index, { ...rule, pattern: event.target.value })}
              />
            </Form.Item>
            <Input
              aria-label={t('prop.message')}
              placeholder={t('prop.message')}
              value={rule.message}
              onChange={(event) => replace(index, { ...rule, message: event.target.value })}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('prop.remove')}
              onClick={() => {
                const rest = rules.filter((_, at) => at !== index);
                onChange(rest.length > 0 ? rest : undefined);
              }}
            />
          </div>
        );
      })}
      <Button
        type="dashed"
        block
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rules, { pattern: '', message: '' }])}
      >
        {t('prop.addRule')}
      </Button>
    </Form.Item>
  );
}
