/** Dictionaries every organization starts with; an administrator edits them afterwards. */
export interface DictDefault {
  label: string;
  /** What English screens show. */
  labelEn: string;
  value: string;
  color?: string;
}

export const DICT_DEFAULTS: Readonly<Record<string, readonly DictDefault[]>> = {
  customerLevel: [
    { label: 'A类（重点）', labelEn: 'Class A (key)', value: 'A', color: 'red' },
    { label: 'B类（普通）', labelEn: 'Class B (regular)', value: 'B', color: 'orange' },
    { label: 'C类（一般）', labelEn: 'Class C (ordinary)', value: 'C', color: 'blue' },
    { label: 'D类（无效）', labelEn: 'Class D (invalid)', value: 'D', color: 'default' },
  ],
  customerSource: [
    { label: '电话咨询', labelEn: 'Phone enquiry', value: 'phone' },
    { label: '网站', labelEn: 'Website', value: 'website' },
    { label: '电商平台', labelEn: 'E-commerce platform', value: 'ecommerce' },
    { label: '客户介绍', labelEn: 'Referral', value: 'referral' },
    { label: '展会', labelEn: 'Trade fair', value: 'exhibition' },
    { label: '其他', labelEn: 'Other', value: 'other' },
  ],
  customerStage: [
    { label: '初步接触', labelEn: 'First contact', value: 'contact', color: 'default' },
    { label: '需求确认', labelEn: 'Needs confirmed', value: 'need', color: 'blue' },
    { label: '方案报价', labelEn: 'Proposal', value: 'quote', color: 'cyan' },
    { label: '谈判审核', labelEn: 'Negotiation', value: 'negotiation', color: 'orange' },
    { label: '赢单', labelEn: 'Won', value: 'won', color: 'green' },
    { label: '输单', labelEn: 'Lost', value: 'lost', color: 'red' },
  ],
  followUpType: [
    { label: '电话', labelEn: 'Phone call', value: 'call' },
    { label: '微信', labelEn: 'WeChat', value: 'wechat' },
    { label: '拜访', labelEn: 'Visit', value: 'visit' },
    { label: '邮件', labelEn: 'Email', value: 'email' },
    { label: '其他', labelEn: 'Other', value: 'other' },
  ],
  industry: [
    { label: '制造业', labelEn: 'Manufacturing', value: 'manufacturing' },
    { label: '零售', labelEn: 'Retail', value: 'retail' },
    { label: '互联网', labelEn: 'Internet', value: 'internet' },
    { label: '教育', labelEn: 'Education', value: 'education' },
    { label: '医疗', labelEn: 'Healthcare', value: 'healthcare' },
    { label: '其他', labelEn: 'Other', value: 'other' },
  ],
  // 审批流程的分类 (flw processes' `category`).
  approvalCategory: [
    { label: '办公', labelEn: 'Office', value: 'office', color: 'blue' },
    { label: '财务', labelEn: 'Finance', value: 'finance', color: 'gold' },
    { label: '人事', labelEn: 'HR', value: 'hr', color: 'green' },
    { label: '业务', labelEn: 'Business', value: 'business', color: 'purple' },
  ],
  gender: [
    { label: '男', labelEn: 'Male', value: 'male' },
    { label: '女', labelEn: 'Female', value: 'female' },
    { label: '未知', labelEn: 'Unknown', value: 'unknown' },
  ],
};

/** Names of the default types in the dictionary editor (an administrator may rename them). */
export const DICT_DEFAULT_NAMES: Readonly<Record<keyof typeof DICT_DEFAULTS, string>> = {
  customerLevel: '客户等级',
  customerSource: '客户来源',
  customerStage: '客户阶段',
  followUpType: '跟进方式',
  industry: '所属行业',
  approvalCategory: '审批分类',
  gender: '性别',
};
