/** Dictionaries every organization starts with; an administrator edits them afterwards. */
export interface DictDefault {
  label: string;
  value: string;
  color?: string;
}

export const DICT_DEFAULTS: Readonly<Record<string, readonly DictDefault[]>> = {
  customerLevel: [
    { label: 'A类（重点）', value: 'A', color: 'red' },
    { label: 'B类（普通）', value: 'B', color: 'orange' },
    { label: 'C类（一般）', value: 'C', color: 'blue' },
    { label: 'D类（无效）', value: 'D', color: 'default' },
  ],
  customerSource: [
    { label: '电话咨询', value: 'phone' },
    { label: '网站', value: 'website' },
    { label: '电商平台', value: 'ecommerce' },
    { label: '客户介绍', value: 'referral' },
    { label: '展会', value: 'exhibition' },
    { label: '其他', value: 'other' },
  ],
  customerStage: [
    { label: '初步接触', value: 'contact', color: 'default' },
    { label: '需求确认', value: 'need', color: 'blue' },
    { label: '方案报价', value: 'quote', color: 'cyan' },
    { label: '谈判审核', value: 'negotiation', color: 'orange' },
    { label: '赢单', value: 'won', color: 'green' },
    { label: '输单', value: 'lost', color: 'red' },
  ],
  followUpType: [
    { label: '电话', value: 'call' },
    { label: '微信', value: 'wechat' },
    { label: '拜访', value: 'visit' },
    { label: '邮件', value: 'email' },
    { label: '其他', value: 'other' },
  ],
  industry: [
    { label: '制造业', value: 'manufacturing' },
    { label: '零售', value: 'retail' },
    { label: '互联网', value: 'internet' },
    { label: '教育', value: 'education' },
    { label: '医疗', value: 'healthcare' },
    { label: '其他', value: 'other' },
  ],
  gender: [
    { label: '男', value: 'male' },
    { label: '女', value: 'female' },
    { label: '未知', value: 'unknown' },
  ],
};

/** Names of the default types in the dictionary editor (an administrator may rename them). */
export const DICT_DEFAULT_NAMES: Readonly<Record<keyof typeof DICT_DEFAULTS, string>> = {
  customerLevel: '客户等级',
  customerSource: '客户来源',
  customerStage: '客户阶段',
  followUpType: '跟进方式',
  industry: '所属行业',
  gender: '性别',
};
