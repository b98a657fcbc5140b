// `npx tsx e2e/screenshots.ts`: takes the screenshots attached to issue notes (docs/screenshots/).
// Production build on the real server for most screens; Vite's dev server for the settings drawer,
// which only the development build has.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/lib/chromium.js';
import { freePort, ROOT, startServer } from '../scripts/lib/server-process.mjs';

const OUT = join(ROOT, 'docs/screenshots');
mkdirSync(OUT, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(OUT, `${name}.png`) });

async function signIn(page: Page, username: string) {
  await page.goto('/user/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill('demo1234');
  await page.locator('#login_password').press('Enter');
  await page.getByTestId('side-menu').waitFor();
  await page.waitForLoadState('networkidle');
}

async function openFromMenu(page: Page, group: string, item: string) {
  const menu = page.getByTestId('side-menu');
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await leaf.isVisible())) await menu.getByText(group, { exact: true }).click();
  await leaf.click();
  await page.waitForLoadState('networkidle');
}

const server = await startServer({ quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const viewport = { width: 1440, height: 900 };
  const page = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await page.goto('/user/login?redirect=%2Fdashboard&logincorpid=demo');
  await page.waitForLoadState('networkidle');
  await shot(page, 'login');

  await signIn(page, 'admin');
  await shot(page, 'dashboard');
  await openFromMenu(page, '客户管理', '客户列表');
  await openFromMenu(page, '客户管理', '客户公海');
  await openFromMenu(page, '计划管理', '团队计划');
  await openFromMenu(page, '销售管理', '销售订单');
  await page
    .getByTestId('multi-tab')
    .locator('.ant-tabs-tab')
    .filter({ hasText: '客户公海' })
    .click({ button: 'right' });
  await page.waitForTimeout(300);
  await shot(page, 'shell-tabs');
  await page.keyboard.press('Escape');

  // System administration: the admin user list, and the role editor with its grant tree.
  await openFromMenu(page, '系统管理', '管理员');
  await page.getByTestId('admin-user-list').locator('.ant-table-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'admin-users');
  await openFromMenu(page, '系统管理', '角色列表');
  await page
    .getByTestId('role-list')
    .getByRole('row', { name: /salesperson/ })
    .getByRole('button', { name: '编辑' })
    .click();
  await page.getByTestId('grant-tree').locator('[data-grant-key]').first().waitFor();
  await page.getByPlaceholder('搜索菜单或按钮').fill('客户');
  await page.waitForTimeout(300);
  await shot(page, 'role-editor');

  // System configuration: resources editor, CRM dictionaries, the audit log of those edits, personal center.
  await openFromMenu(page, '系统管理', '资源管理');
  const resources = page.getByTestId('resources-editor');
  await resources.locator('.ant-table-row').first().waitFor();
  await resources.getByPlaceholder('搜索标题、标识或路径').fill('客户');
  await resources.getByPlaceholder('搜索标题、标识或路径').press('Enter');
  await resources
    .getByRole('row', { name: /客户公海/ })
    .getByRole('button', { name: '下移' })
    .click();
  await page.getByText('操作成功').first().waitFor();
  await page.waitForTimeout(800);
  await shot(page, 'resources-editor');
  await openFromMenu(page, '系统管理', 'CRM字典');
  const items = page.getByTestId('dict-items');
  await items.locator('.ant-table-row').first().waitFor();
  await items.getByRole('button', { name: '下移' }).first().click();
  await page.waitForTimeout(800);
  await shot(page, 'dictionaries');
  await openFromMenu(page, '系统管理', '资源管理');
  await page.getByTestId('open-audit-log').click();
  const audit = page.getByTestId('audit-log');
  await audit.locator('.ant-table-row').first().waitFor();
  await audit.locator('.ant-table-row-expand-icon').first().click();
  await audit.getByTestId('audit-diff').first().waitFor();
  await shot(page, 'audit-log');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('user-menu-personalCenter').click();
  await page.getByTestId('personal-center').getByText('保存资料').waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'personal-center');

  await page.goto('/no/such/screen');
  await page.waitForURL(/\/404$/);
  await page.getByTestId('back-home').waitFor();
  await shot(page, 'not-found');
  // The 404 page stands outside the shell: back home, where the menu is.
  await page.getByTestId('back-home').click();
  await page.getByTestId('side-menu').waitFor();

  await openFromMenu(page, '组织管理', '组织架构');
  await page.getByTestId('department-tree').getByText('销售部', { exact: true }).click();
  await page.getByTestId('staff-pane-title').getByText('销售部', { exact: false }).waitFor();
  // The 6 staff of 销售部 and its two groups (the table keeps the previous page while loading).
  await page.getByTestId('staff-table').getByText('共 6 条记录').waitFor();
  await page.mouse.move(0, 0);
  await shot(page, 'organization-list');
  await openFromMenu(page, '组织管理', '员工列表');
  await page.getByTestId('staff-list').getByText('共 16 条记录').waitFor();
  // Let the loading veil fade out.
  await page.getByTestId('staff-list').locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await page.waitForTimeout(500);
  await shot(page, 'staff-list');

  // Generic resource screens on 客户来源: the list (one long name cut, its tooltip open) and the form.
  await openFromMenu(page, '系统管理', '客户来源');
  const sources = page.getByTestId('resource-list-customerSource');
  await sources.locator('.ant-table-row').first().waitFor();
  await sources.getByRole('button', { name: '新增' }).click();
  const sourceForm = page.locator('.ant-modal', { hasText: '新增客户来源' });
  await sourceForm.locator('#record_name').fill('华东区线下门店周末活动现场扫码咨询');
  await sourceForm.locator('#record_code').fill('east-store-qr');
  await sourceForm.locator('#record_sort').fill('5');
  await sourceForm.getByTestId('record-form-save').click();
  await sourceForm.waitFor({ state: 'detached' });
  await sources.getByText('共 5 条记录').waitFor();
  await sources.getByTestId('truncated-text').first().hover();
  await page.locator('.ant-tooltip').waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'resource-list');
  await sources.locator('.ant-table-row', { hasText: '展会' }).getByTestId('row-edit').click();
  await page.locator('.ant-modal', { hasText: '编辑客户来源' }).locator('#record_remark').waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'resource-form');
  await page.keyboard.press('Escape');

  // 客户标签: the demo tag groups on the left, the first group's coloured tags on the right.
  await openFromMenu(page, '客户管理', '客户标签');
  await page.getByTestId('tag-list').getByText('高意向').waitFor();
  await page.getByTestId('tag-groups').getByText('客户行业').click();
  await page.getByTestId('tag-list').getByText('互联网').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await shot(page, 'customer-tags');

  // 商机列表 as 王经理: his department's demo opportunities with the pipeline per stage above the table.
  const manager = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(manager, 'manager');
  await openFromMenu(manager, '客户管理', '商机列表');
  await manager.getByTestId('business-list').locator('.ant-table-row').first().waitFor();
  await manager.waitForLoadState('networkidle');
  await manager.mouse.move(0, 0);
  await shot(manager, 'business-list');
  await manager.close();

  // 客户公海 (the demo pool customers) and 客户详情 of a held demo customer (profile, timeline, contacts).
  const sales = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(sales, 'manager');
  await openFromMenu(sales, '客户管理', '客户公海');
  await sales.getByTestId('customer-table').locator('.ant-table-row').first().waitFor();
  await sales.waitForLoadState('networkidle');
  await sales.mouse.move(0, 0);
  await shot(sales, 'customer-pool-list');
  await openFromMenu(sales, '客户管理', '客户列表');
  await sales.getByTestId('customer-table').getByText('上海云帆贸易有限公司').click();
  await sales.getByTestId('customer-timeline').locator('.ant-timeline-item').first().waitFor();
  await sales.waitForLoadState('networkidle');
  await sales.waitForTimeout(300);
  await shot(sales, 'customer-detail');
  await sales.close();

  // 附件 on the customer detail: 李销售 uploads two files to the first customer of her list.
  const seller = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(seller, 'sales');
  await openFromMenu(seller, '客户管理', '客户列表');
  await seller.getByTestId('customer-table').locator('.ant-table-row').first().locator('a').first().click();
  const attachments = seller.getByTestId('customer-attachments-card');
  await attachments.locator('input[type="file"]').setInputFiles([
    {
      name: '年度采购报价单.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    },
    {
      name: '需求说明.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('客户需求说明\n1. 每月采购 200 台\n'),
    },
  ]);
  await attachments.getByTestId('customer-attachment').nth(1).waitFor();
  await seller.waitForLoadState('networkidle');
  await seller.waitForTimeout(3500); // the success messages fade
  await seller.mouse.move(0, 0);
  await attachments.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await seller.waitForTimeout(300);
  await shot(seller, 'customer-attachments');
  await seller.close();

  // 售后客户: the demo support customers of 售后一组/售后二组; 客户分配: assigning a ticked pool customer.
  await openFromMenu(page, '客户管理', '售后客户');
  await page.getByTestId('support-customer-list').locator('.ant-table-row').first().waitFor();
  await shot(page, 'support-customer-list');
  await openFromMenu(page, '客户管理', '客户分配');
  await page.getByTestId('customer-assignment').locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: '分配公海客户' }).click();
  const assign = page.locator('.ant-modal').filter({ hasText: '分配公海客户' });
  await assign.locator('.ant-table-row').first().waitFor();
  await assign.locator('.ant-table-row .ant-checkbox-input').first().check();
  await page.waitForTimeout(300);
  await shot(page, 'customer-assignment');
  await page.keyboard.press('Escape');

  // 线索同步配置: a source, then a vendor's signed deliveries (one processed with an accepted and two
  // rejected items, its repeat, and one with a wrong signature), and the log with the items open.
  const login = await fetch(`${server.url}/erp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  }).then((response) => response.json());
  const api = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then((response) => response.json());
  const pools = await api('/erp/crm/clue/pool/page');
  const source = await api('/erp/crm/clue/sync/source', {
    name: '巨量引擎表单',
    poolId: pools.data.list[0].id,
    sourceCode: 'website',
    fieldMapping: { name: 'contact.name', phone: 'contact.mobile', company: 'company' },
  });
  const deliver = (delivery: unknown, secret: string = source.data.secret) => {
    const raw = JSON.stringify(delivery);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
    return fetch(`${server.url}${source.data.hookPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-atrium-timestamp': String(timestamp),
        'x-atrium-signature': signature,
      },
      body: raw,
    });
  };
  const leads = {
    eventId: 'lead-20261121-001',
    items: [
      { contact: { name: '林女士', mobile: '13612345678' }, company: '苏州林氏贸易' },
      { contact: { name: '何先生', mobile: '12345' } },
      { contact: { name: '陈先生', mobile: '13500000301' } },
    ],
  };
  await deliver(leads);
  await deliver(leads);
  await deliver(
    { eventId: 'lead-20261121-002', items: [{ contact: { name: '冯先生', mobile: '13612345679' } }] },
    'whsec_wrong',
  );
  await page.goto('/customer/clue/syncConfig');
  await page.getByTestId('clue-sync-sources').locator('.ant-table-row').first().waitFor();
  await shot(page, 'clue-sync-sources');
  await page.getByRole('tab', { name: '同步日志' }).click();
  const syncLog = page.getByTestId('clue-sync-log');
  await syncLog
    .locator('.ant-table-row', { hasText: '已处理' })
    .locator('.ant-table-row-expand-icon')
    .click();
  await page.waitForTimeout(300);
  await shot(page, 'clue-sync-log');

  // 销售查看 as 王经理: his three salespeople this month, then 李销售's customers in the drawer.
  const viewer = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(viewer, 'manager');
  await viewer.goto('/sale/viewing');
  const salespeople = viewer.getByTestId('sales-viewing');
  await salespeople.locator('.ant-table-row').first().waitFor();
  await viewer.waitForLoadState('networkidle');
  await shot(viewer, 'sales-viewing');
  await salespeople
    .locator('.ant-table-row', { hasText: '李销售' })
    .getByRole('button', { name: '查看' })
    .click();
  await viewer.locator('.ant-drawer .ant-table-row').first().waitFor();
  await viewer.waitForLoadState('networkidle');
  await viewer.waitForTimeout(600);
  await shot(viewer, 'sales-viewing-drawer');
  await viewer.close();

  // 私海规则 as 王经理: the rule list with the 预览明日回收 dry run (the demo's backdated claims make
  // it non-empty), then 销售部's rule form.
  const rules = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(rules, 'manager');
  await rules.goto('/customer/privateSea/ruleList');
  await rules.getByTestId('private-sea-rules').locator('.ant-table-row').first().waitFor();
  await rules.getByTestId('recall-preview').locator('.ant-table-row').first().waitFor();
  await rules.waitForLoadState('networkidle');
  await shot(rules, 'private-sea-dry-run');
  await rules.getByTestId('private-sea-rules').getByRole('button', { name: '编辑' }).nth(1).click();
  await rules.getByTestId('private-sea-rule-detail').locator('input').first().waitFor();
  await rules.waitForLoadState('networkidle');
  await shot(rules, 'private-sea-rule-detail');
  await rules.close();

  // 回收提醒 as 李销售: his customers within 销售部's reminder days of recall, from the customer list.
  const reminded = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(reminded, 'sales');
  await openFromMenu(reminded, '客户管理', '客户列表');
  await reminded
    .getByTestId('recall-reminder-notice')
    .getByText(/位客户即将被回收/)
    .click();
  await reminded.getByTestId('recall-reminders').locator('.ant-table-row').first().waitFor();
  await reminded.waitForLoadState('networkidle');
  await reminded.waitForTimeout(500);
  await shot(reminded, 'private-sea-reminders');
  await reminded.close();

  // 查询客户 as 李销售: his customer found by a contact's phone, with the full number shown.
  const query = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(query, 'sales');
  await openFromMenu(query, '客户管理', '查询客户');
  await query.getByLabel('联系电话').fill('13600000111');
  await query.getByText('显示完整号码').click();
  await query.getByRole('button', { name: /查\s*询/ }).click();
  await query.getByRole('button', { name: '查看详情' }).waitFor();
  await query.waitForLoadState('networkidle');
  await shot(query, 'customer-query');
  await query.close();

  // The other customer screens as they open: 王经理's forms and lists, the administrator's clue pool
  // editing, allocation window and 售后分配 (demo pool 1 is 华东线索池).
  const screens = [
    ['manager', '/customer/manage/list', 'customer-list'],
    ['manager', '/customer/manage/create', 'customer-create'],
    ['manager', '/customer/business/create', 'business-create'],
    ['manager', '/customer/undealt/list', 'undealt-list'],
    ['admin', '/customer/clue/poolEdit/1', 'clue-pool-edit'],
    ['admin', '/customer/clue/allocationEdit/1', 'clue-allocation'],
    ['admin', '/customer/support/distribution', 'support-distribution'],
  ] as const;
  for (const [username, path, name] of screens) {
    const screen = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
    await signIn(screen, username);
    await screen.goto(path);
    await screen.waitForLoadState('networkidle');
    await screen.waitForTimeout(800);
    await shot(screen, name);
    await screen.close();
  }
  const deal = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(deal, 'manager');
  await deal.goto('/customer/business/list');
  await deal.locator('.ant-table-row a').first().click();
  await deal.waitForURL(/\/customer\/business\/detail\/\d+$/);
  await deal.waitForLoadState('networkidle');
  await deal.waitForTimeout(800);
  await shot(deal, 'business-detail');
  await deal.close();

  const english = await browser.newPage({ baseURL: server.url, locale: 'en', viewport });
  await signIn(english, 'sales');
  await english.getByTestId('locale-switch').click();
  await english.getByTestId('locale-switch-en').click();
  await english.waitForTimeout(500);
  await shot(english, 'shell-sales-en');

  // Form designer (a hidden menu entry): side menu folded so palette, canvas, preview and
  // property panel sit side by side, with one field selected.
  const designer = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(designer, 'admin');
  await designer.goto('/system/form/designer');
  await designer.getByTestId('form-designer').waitFor();
  await designer.getByTestId('menu-toggle').click();
  await designer.getByTestId('canvas-field-serviceType').click();
  await designer.waitForLoadState('networkidle');
  await designer.waitForTimeout(600);
  await shot(designer, 'form-designer');

  // Products and stock: the product list with thumbnails, a product's full-page form, the stock
  // overview with one product's move history open, and the warehouse sync log.
  const stock = await browser.newPage({ baseURL: server.url, locale: 'zh-CN', viewport });
  await signIn(stock, 'admin');
  await stock.goto('/product/list');
  await stock.locator('.ant-table-row').first().waitFor();
  await stock.waitForLoadState('networkidle');
  await stock.waitForTimeout(500);
  await shot(stock, 'product-list');
  await stock.locator('.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
  await stock.getByTestId('product-form').locator('#sku').waitFor();
  await stock.waitForLoadState('networkidle');
  await stock.waitForTimeout(500);
  await shot(stock, 'product-form');
  await stock.goto('/supply/stock/overview?keyword=PH-0001');
  const balance = stock.getByTestId('stock-overview').locator('.ant-table-row').first();
  await balance.waitFor();
  await balance.getByRole('button', { name: '变动记录' }).click();
  await stock.getByTestId('move-history').locator('.ant-table-row').first().waitFor();
  await stock.waitForLoadState('networkidle');
  await stock.waitForTimeout(500);
  await shot(stock, 'stock-overview-history');
  await stock.goto('/supply/stock/receipt/list');
  await stock.getByTestId('stock-receipt-list').locator('.ant-table-row').first().waitFor();
  await stock.waitForLoadState('networkidle');
  await stock.waitForTimeout(500);
  await shot(stock, 'stock-receipts');
  await stock.goto('/supply/warehouse/syncLog');
  await stock.getByTestId('sync-log').locator('.ant-table-row').first().waitFor();
  await stock.waitForLoadState('networkidle');
  await stock.waitForTimeout(500);
  await shot(stock, 'warehouse-sync-log');

  const mobile = await browser.newPage({
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
  });
  // On a phone the menu is a drawer: open it from the header's toggle.
  await mobile.goto('/user/login');
  await mobile.locator('#login_username').fill('admin');
  await mobile.locator('#login_password').fill('demo1234');
  await mobile.locator('#login_password').press('Enter');
  await mobile.getByTestId('menu-toggle').click();
  await mobile.getByTestId('side-menu').waitFor();
  await mobile.waitForTimeout(500);
  await shot(mobile, 'shell-mobile');

  // Development build: Vite's dev server proxying /erp to the same server.
  const devPort = await freePort();
  const vite = spawn(join(ROOT, 'node_modules/.bin/vite'), ['--port', String(devPort), '--strictPort'], {
    cwd: join(ROOT, 'apps/web'),
    env: { ...process.env, ATRIUM_API_TARGET: server.url },
    stdio: 'ignore',
  });
  try {
    const dev = await browser.newPage({ baseURL: `http://127.0.0.1:${devPort}`, locale: 'zh-CN', viewport });
    for (let i = 0; i < 60; i++) {
      try {
        await dev.goto('/user/login');
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    await signIn(dev, 'admin');
    await dev.getByTestId('settings-drawer-trigger').click();
    await dev.waitForTimeout(800);
    await shot(dev, 'settings-drawer-dev');
  } finally {
    vite.kill('SIGTERM');
  }
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
