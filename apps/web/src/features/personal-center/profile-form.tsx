import { isValidPhone, type Profile, profileApi } from '@atrium/contract';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../forms/forms-i18n';
import type { UploadedFile } from '../../forms/form-schema';
import { UploadInput } from '../../forms/upload-input';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useStoredFileUrl } from '../../platform/api/use-stored-file-url';
import { useSession } from '../../platform/session/session-store';
import { PROFILE_NS } from './profile-i18n';

type Values = Pick<Profile, 'name' | 'mobile' | 'email' | 'avatar'>;

// limit 2: a new picture may arrive while the old one is listed; only the newest is kept.
const AVATAR_UPLOAD = {
  fileSize: 2,
  limit: 2,
  accept: 'image/png,image/jpeg',
  listType: 'picture-card',
} as const;

/** An avatar address as the upload field's one file, and back. */
const avatarFiles = (url: string): UploadedFile[] =>
  url ? [{ uid: 'avatar', name: 'avatar', url, status: 'done' }] : [];

/** 基本资料: name, phone, email and avatar of the signed-in user; the header follows at once. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved(): Promise<void> }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tc } = useTranslation('common');
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  const [avatarUploading, setAvatarUploading] = useState(false);
  const avatar = Form.useWatch('avatar', form) ?? profile.avatar;
  const avatarUrl = useStoredFileUrl(avatar);
  const name = Form.useWatch('name', form) ?? profile.name;

  useEffect(() => {
    form.setFieldsValue(profile);
  }, [profile, form]);

  const { saving, onFinish: save } = useFormSave({
    form,
    save: (values: Values) => callEndpoint(profileApi.updateMyProfile, { body: values, silent: true }),
    successMessage: t('basic.saved'),
    onSaved: async (saved) => {
      const session = useSession.getState();
      if (session.info) session.setUserInfo({ ...session.info, name: saved.name, avatar: saved.avatar });
      await onSaved();
    },
    errors: 'form',
  });

  return (
    <Form<Values> form={form} layout="vertical" onFinish={save} style={{ maxWidth: 480 }} name="profile">
      <Form.Item label={t('basic.avatar')} extra={t('basic.avatarHint')}>
        <Space align="start" size={16}>
          <Avatar
            size={80}
            src={avatarUrl}
            style={{ flexShrink: 0, fontSize: 32, backgroundColor: token.colorPrimary }}
            data-testid="profile-avatar"
          >
            {name.slice(0, 1)}
          </Avatar>
          <Form.Item name="avatar" noStyle>
            <AvatarUpload onUploading={setAvatarUploading} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item label={t('basic.username')}>
        <Typography.Text strong>{profile.username}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="name"
        label={t('basic.name')}
        rules={[{ required: true, whitespace: true, message: t('basic.nameRequired') }]}
      >
        <Input maxLength={32} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('basic.mobile')}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isValidPhone(value, 1) ? Promise.resolve() : Promise.reject(new Error(tc('validation.phone'))),
          },
        ]}
      >
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('basic.email')}
        rules={[{ type: 'email', message: t('basic.emailFormat') }]}
      >
        <Input autoComplete="email" maxLength={128} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={saving}
        disabled={avatarUploading}
        data-testid="profile-save"
      >
        {t('basic.save')}
      </Button>
    </Form>
  );
}

/** The upload field (forms/upload-input.tsx) holding one picture, as the avatar's address. */
function AvatarUpload({
  value = '',
  onChange,
  onUploading,
}: {
  value?: string;
  onChange?: (url: string) => void;
  onUploading(uploading: boolean): void;
}) {
  const [files, setFiles] = useState<UploadedFile[]>(() => avatarFiles(value));
  useEffect(() => {
    setFiles((current) =>
      current.some((file) => file.status === 'uploading') ? current : avatarFiles(value),
    );
  }, [value]);
  return (
    <UploadInput
      settings={AVATAR_UPLOAD}
      inSubForm={false}
      value={files}
      onChange={(next) => {
        // A new picture replaces the old one: keep the newest only.
        const latest = next.slice(-1);
        setFiles(latest);
        onUploading(latest.some((file) => file.status === 'uploading'));
        const file = latest[0];
        if (!file) onChange?.('');
        else if (file.status === 'done' && file.url) onChange?.(file.url);
      }}
    />
  );
}
