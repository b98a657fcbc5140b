import { crmCluesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { CLUE_POOL_LIST_PATH } from './clue-paths';
import { CluePoolFields, type PoolFormValues } from './clue-pool-fields';
import { useCluePool, useInvalidateClues } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

/** 编辑线索池 (/customer/clue/poolEdit/:id): name, allocation mode and members with their auto-assign switches. */
export function CluePoolEditPage() {
  const { t } = useTranslation(CLUES_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const pool = useCluePool(id);
  const invalidate = useInvalidateClues();
  const [form] = Form.useForm<PoolFormValues>();
  const { saving, onFinish: save } = useFormSave({
    form,
    save: (values: PoolFormValues) =>
      callEndpoint(crmCluesApi.cluePoolUpdate, {
        params: { id },
        body: { ...values, memberUserIds: values.memberUserIds ?? [], version: pool.data!.version },
      }),
    successMessage: t('pool.saved'),
    onSaved: invalidate,
  });

  useEffect(() => {
    if (pool.data)
      form.setFieldsValue({
        name: pool.data.name,
        allocationMode: pool.data.allocationMode,
        memberUserIds: pool.data.members.map(({ userId }) => userId),
      });
  }, [pool.data, form]);

  if (!pool.data) return <Skeleton active={pool.isLoading} />;

  return (
    <section className="atrium-panel" data-testid="clue-pool-edit" style={{ maxWidth: 720 }}>
      <h3 style={{ marginTop: 0 }}>{t('pool.editTitle')}</h3>
      <Space wrap style={{ marginBottom: 16 }}>
        {pool.data.members.map((member) => (
          <Tag key={member.userId} color={member.autoAssignable ? 'green' : 'default'}>
            {member.name} · {t(member.autoAssignable ? 'pool.autoOn' : 'pool.autoOff')}
          </Tag>
        ))}
      </Space>
      <Form<PoolFormValues> form={form} layout="vertical" onFinish={save}>
        <CluePoolFields />
        <Space>
          <Action code="update">
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('pool.save')}
            </Button>
          </Action>
          <Button onClick={() => navigate(CLUE_POOL_LIST_PATH)}>{t('pool.back')}</Button>
        </Space>
      </Form>
    </section>
  );
}
