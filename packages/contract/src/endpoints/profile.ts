import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { isValidPhone, PHONE_MESSAGE_KEY } from '../rules/phone.js';
import { idParams } from '../zod-kit.js';
import { PASSWORD_MIN } from './auth.js';

/**
 * The personal center (/system/admin/profile/list): the signed-in user's own profile, password
 * and devices. Everyone may manage their own account, so these need a session, not a grant; the
 * personalCenterManage key only decides whether the user menu offers the screen (spec §2.6).
 */

/** An avatar is an address the upload answered: http(s) or a path on this server. */
export const AVATAR_URL_PATTERN = /^(https?:\/\/|\/)\S*$/;

export const profile = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  avatar: z.string(),
});
export type Profile = z.infer<typeof profile>;

const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? '', z.union([z.literal(''), schema]));

export const myProfile = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/profile',
  access: SIGNED_IN,
  summary: 'The signed-in user: name, phone, email and avatar.',
  answer: profile,
});

export const updateMyProfile = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/profile',
  access: SIGNED_IN,
  summary: 'Changes the signed-in user’s name, phone, email and avatar.',
  body: z.object({
    name: z.string().trim().min(1).max(32),
    mobile: z.preprocess(
      (value) => value ?? '',
      z
        .string()
        .trim()
        .refine((value) => isValidPhone(value), { params: { messageKey: PHONE_MESSAGE_KEY } }),
    ),
    email: blankable(z.email().max(128)),
    avatar: blankable(z.string().max(1024).regex(AVATAR_URL_PATTERN)),
  }),
  answer: profile,
});

export const changeMyPassword = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/profile/password',
  access: SIGNED_IN,
  summary: 'Changes the password after checking the current one; every other session is signed out.',
  body: z.object({
    currentPassword: z.string().min(1).max(128),
    newPassword: z.string().min(PASSWORD_MIN).max(128),
  }),
  answer: z.null(),
});

export const mySession = z.object({
  id: z.number().int(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySession>;

export const mySessions = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/profile/sessions',
  access: SIGNED_IN,
  summary: 'The signed-in user’s live sessions (devices), most recently seen first.',
  answer: z.array(mySession),
});

export const revokeMySession = defineEndpoint({
  method: 'DELETE',
  path: '/erp/admin/profile/sessions/:id',
  access: SIGNED_IN,
  summary: 'Signs one of the user’s own sessions out; revoking the current one is a logout.',
  params: idParams,
  answer: z.null(),
});
