ALTER TABLE "dict_items" ADD COLUMN "label_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: the default dictionaries' English labels (dict-defaults.ts) for the organizations
-- seeded before labels had an English side; only on items still carrying their default Chinese
-- label, so an item an administrator renamed is left for them to translate.
UPDATE "dict_items" d
SET label_en = v.label_en
FROM (VALUES
  ('customerLevel', 'A', 'A类（重点）', 'Class A (key)'),
  ('customerLevel', 'B', 'B类（普通）', 'Class B (regular)'),
  ('customerLevel', 'C', 'C类（一般）', 'Class C (ordinary)'),
  ('customerLevel', 'D', 'D类（无效）', 'Class D (invalid)'),
  ('customerSource', 'phone', '电话咨询', 'Phone enquiry'),
  ('customerSource', 'website', '网站', 'Website'),
  ('customerSource', 'ecommerce', '电商平台', 'E-commerce platform'),
  ('customerSource', 'referral', '客户介绍', 'Referral'),
  ('customerSource', 'exhibition', '展会', 'Trade fair'),
  ('customerSource', 'other', '其他', 'Other'),
  ('customerStage', 'contact', '初步接触', 'First contact'),
  ('customerStage', 'need', '需求确认', 'Needs confirmed'),
  ('customerStage', 'quote', '方案报价', 'Proposal'),
  ('customerStage', 'negotiation', '谈判审核', 'Negotiation'),
  ('customerStage', 'won', '赢单', 'Won'),
  ('customerStage', 'lost', '输单', 'Lost'),
  ('followUpType', 'call', '电话', 'Phone call'),
  ('followUpType', 'wechat', '微信', 'WeChat'),
  ('followUpType', 'visit', '拜访', 'Visit'),
  ('followUpType', 'email', '邮件', 'Email'),
  ('followUpType', 'other', '其他', 'Other'),
  ('industry', 'manufacturing', '制造业', 'Manufacturing'),
  ('industry', 'retail', '零售', 'Retail'),
  ('industry', 'internet', '互联网', 'Internet'),
  ('industry', 'education', '教育', 'Education'),
  ('industry', 'healthcare', '医疗', 'Healthcare'),
  ('industry', 'other', '其他', 'Other'),
  ('gender', 'male', '男', 'Male'),
  ('gender', 'female', '女', 'Female'),
  ('gender', 'unknown', '未知', 'Unknown')
) AS v(type, value, label, label_en)
WHERE d.label_en = '' AND d.type = v.type AND d.value = v.value AND d.label = v.label;
