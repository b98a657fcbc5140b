import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, openSignedIn, useBrowser } from '../support/browser.js';
import { call, expectAxeClean, pick, shot, takingShots } from '../support/journey.js';

/**
 * One sale through every role it needs (issue 24): `sales` orders for 上海云帆 (its own rate 85 %)
 * a machine with two fittings and an installation under it, the machine at 80 %, so submitting
 * waits for an approval; `manager` approves it in 我审批的 and confirms the order (stock held);
 * `warehouse` scans it at the packing station and ships it with carrier and tracking number;
 * `finance` collects all of it and has an invoice issued; the customer sends one fitting back
 * (退货单, received: refunded as a negative collection). After each step the order's detail shows
 * every total, computed here from the prices typed. Each person signs in once, in a context of
 * their own, straight at their first screen (openSignedIn). ATRIUM_E2E_SCREENSHOTS=1 also writes
 * the screenshots (docs/screenshots/sale-*.png).
 */
const browser = useBrowser();
const OK = /^确\s*定$/;
const CUSTOMER = '上海云帆贸易有限公司';

/** The lines typed: price in yuan, discount %, parent line (1-based) — amounts in fen computed below. */
const LINES = [
  {
    kind: 'product',
    search: 'OS-0042',
    label: 'OS-0042 得力 装订夹 升级款',
    quantity: 1,
    price: 2000,
    rate: 80,
  },
  {
    kind: 'fitting',
    search: 'PW-004',
    label: 'PW-004 打印机电源板',
    quantity: 2,
    price: 100,
    rate: 85,
    parent: 1,
  },
  {
    kind: 'fitting',
    search: 'PW-003',
    label: 'PW-003 Type-C 数据线',
    quantity: 1,
    price: 60,
    rate: 85,
    parent: 1,
  },
  {
    kind: 'service',
    search: '打印机安装',
    label: '打印机安装调试',
    quantity: 1,
    price: 200,
    rate: 85,
    parent: 1,
  },
] as const;
/** quantity × price × rate, in fen (the prices are chosen so no rounding is involved). */
const amountOf = (line: (typeof LINES)[number]) => line.quantity * line.price * line.rate;
const TOTAL = LINES.reduce((sum, line) => sum + amountOf(line), 0);

/**
 * The fittings arrive at 主仓库 first (a receipt through the API): the demo's orders hold most of
 * its few fittings, and the journey should not depend on what they leave.
 */
async function stockUpFittings() {
  const keeper = { ...(await apiToken('warehouse')), 'content-type': 'application/json' };
  const warehouses = await call<{ id: number; label: string }[]>(
    keeper,
    'GET',
    '/erp/common/reference/warehouse/options',
  );
  const lines = [];
  for (const line of LINES.filter((candidate) => candidate.kind === 'fitting')) {
    const [item] = await call<{ itemKind: string; itemId: number }[]>(
      keeper,
      'GET',
      `/erp/sale/order/item-options?keyword=${encodeURIComponent(line.search)}`,
    );
    lines.push({
      itemKind: 'fitting',
      itemId: item!.itemId,
      quantity: String(line.quantity),
      unitPrice: 3000,
    });
  }
  const warehouseId = warehouses.find((warehouse) => warehouse.label === '主仓库')!.id;
  await call(keeper, 'POST', '/erp/stock/receipt', { warehouseId, remark: '销售端到端备货', lines });
}

/** `username` signed in, in a context of its own (the others stay signed in), at `path`. */
const signedIn = (username: string, path: string) => openSignedIn(browser(), username, path);

/** Fen as typed in a money field (1991.00). */
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** A date for the money documents (UTC's day, never ahead of the business day in Shanghai). */
const TODAY = new Date().toISOString().slice(0, 10);

/** Fen as the detail shows it (¥1,991.00). */
const money = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Figures {
  total: number;
  shipped: number;
  returned: number;
  invoiced: number;
  collected: number;
  unpaid: number;
}

/** Reads the order detail's figures (after a reload) and compares them with `expected`. */
async function expectFigures(page: Page, expected: Figures) {
  const detail = page.getByTestId('sale-order-detail');
  const figure = async (label: string) =>
    (
      await detail
        .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::*[1]')
        .textContent()
    )?.trim();
  const read = async () => ({
    total: await figure('订单金额'),
    shipped: await figure('已发货金额'),
    returned: await figure('已退货金额'),
    invoiced: await figure('已开票金额'),
    collected: await figure('已收款'),
    unpaid: await figure('未收款'),
  });
  const want = Object.fromEntries(Object.entries(expected).map(([key, fen]) => [key, money(fen)]));
  await expect.poll(read).toEqual(want);
}

describe('sales', () => {
  it('orders, approves, confirms, ships, collects, invoices and takes a fitting back', async () => {
    await stockUpFittings();

    // 1. sales: the order, its tree typed line by line, the machine below the customer's rate.
    const sales = await signedIn('sales', '/sale/order/create');
    const form = sales.getByTestId('sale-order-form');
    await pick(sales, form, '客户', CUSTOMER, '云帆');
    await form.getByTestId('sale-order-customer-rate').getByText('客户折扣率 85%').waitFor();
    await pick(sales, form, '订单来源', '自营销售');
    await pick(sales, form, '发货仓库', '主仓库');
    for (const [index, line] of LINES.entries()) {
      const row = index + 1;
      if ('parent' in line) {
        await form.getByRole('row').nth(line.parent).getByRole('button', { name: '添加子行' }).click();
      } else {
        await form.getByRole('button', { name: '添加商品行' }).click();
      }
      await pick(sales, form, `商品 ${row}`, line.label, line.search);
      // A line starts at 1 and at the customer's rate: only what differs is typed.
      if (line.quantity !== 1)
        await form.getByRole('textbox', { name: `数量 ${row}` }).fill(String(line.quantity));
      await form.getByRole('spinbutton', { name: `单价 ${row}` }).fill(String(line.price));
      if (line.rate !== 85)
        await form.getByRole('spinbutton', { name: `折扣率 ${row}` }).fill(String(line.rate));
    }
    await form
      .getByTestId('sale-order-live-total')
      .getByText(`订单金额 ${money(TOTAL)}`)
      .waitFor();
    await expectAxeClean(sales);
    await form.getByRole('button', { name: '保存' }).click();
    await sales.waitForURL(/\/sale\/order\/detail\/\d+$/);
    const orderPath = new URL(sales.url()).pathname;
    const detail = sales.getByTestId('sale-order-detail');
    const documentNo = (await detail.getByRole('heading', { level: 2 }).textContent())!.trim();
    await expectFigures(sales, {
      total: TOTAL,
      shipped: 0,
      returned: 0,
      invoiced: 0,
      collected: 0,
      unpaid: TOTAL,
    });
    await detail.getByRole('button', { name: '提交' }).click();
    await detail.getByText('待审批').first().waitFor();
    await sales.context().close();

    // 2. manager: 我审批的 holds the request; 同意, then the order (linked from it) is confirmed.
    const manager = await signedIn('manager', '/approval/myApproved');
    await manager
      .getByTestId('approval-my-approved')
      .getByRole('row', { name: /销售订单审批/ })
      .getByRole('link')
      .click();
    const orderLink = manager.getByRole('link', { name: `${documentNo} ${CUSTOMER}` });
    await orderLink.waitFor();
    await manager.getByRole('toolbar', { name: '审批操作' }).getByRole('button', { name: '同意' }).click();
    const agree = manager.getByRole('dialog', { name: '同意' });
    await agree.getByRole('textbox', { name: '审批意见' }).fill('年度大客户，同意八折');
    await agree.getByRole('button', { name: OK }).click();
    await agree.waitFor({ state: 'hidden' });
    await orderLink.click();
    await manager.getByTestId('sale-order-detail').getByText('已提交').first().waitFor();
    await manager.getByRole('button', { name: '确认' }).click();
    await manager.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await manager.getByTestId('sale-order-detail').getByText('已确认').first().waitFor();
    await manager.context().close();

    // 3. warehouse: the packing station, each item scanned (the machine's barcode, the fittings' codes).
    const warehouse = await signedIn('warehouse', '/staging/ship');
    await warehouse.getByRole('textbox', { name: '订单号或拣货单号' }).fill(documentNo);
    await warehouse.getByRole('button', { name: '打开' }).click();
    const lines = warehouse.getByTestId('station-lines');
    const barcode = /条码：(\S+)/.exec((await lines.getByText(/条码：6/).textContent()) ?? '')![1]!;
    const scan = warehouse.getByRole('textbox', { name: '扫描' });
    for (const code of [barcode, 'PW-004', 'PW-004', 'PW-003']) {
      await scan.fill(code);
      await scan.press('Enter');
      await warehouse
        .getByRole('status')
        .getByText(/^已核对：/)
        .waitFor();
    }
    await warehouse.getByTestId('station-progress').getByText('已核对 4 / 4').waitFor();
    await warehouse.getByRole('textbox', { name: '承运商' }).fill('顺丰速运');
    await warehouse.getByRole('textbox', { name: '运单号' }).fill('SF1234567890');
    await expectAxeClean(warehouse);
    await shot(warehouse, 'sale-packing-station');
    await warehouse.getByRole('button', { name: '发货' }).click();
    await warehouse
      .getByRole('status')
      .getByText(/^已发货：FH/)
      .waitFor();
    await warehouse.context().close();

    // 4. finance finds the order shipped, collects all of it, and the order owes nothing.
    const finance = await signedIn('finance', orderPath);
    const shipped = { total: TOTAL, shipped: TOTAL, returned: 0, invoiced: 0, collected: 0, unpaid: TOTAL };
    await expectFigures(finance, shipped);
    const backToOrder = () => finance.getByRole('tab', { name: '销售订单详情' }).click();
    await finance.getByRole('menuitem', { name: '收款单' }).click();
    await finance.getByRole('button', { name: '新增' }).click();
    const collection = finance.getByRole('dialog', { name: '新增收款单' });
    await pick(finance, collection, '支付渠道', '对公转账');
    await collection.getByRole('textbox', { name: '收款日期' }).fill(TODAY);
    await collection.getByRole('textbox', { name: '收款日期' }).press('Enter');
    await pick(finance, collection, '销售订单 1', documentNo, documentNo);
    // What the order still owes, under the picker: what this collection may take.
    await collection
      .getByTestId('collection-order-open')
      .getByText(`未收款 ${money(TOTAL)}，可退款 ¥0.00`)
      .waitFor();
    await collection.getByRole('spinbutton', { name: '收款金额（负数为退款） 1' }).fill(yuan(TOTAL));
    await shot(finance, 'sale-collection-form');
    await collection.getByRole('button', { name: '保存' }).click();
    await collection.waitFor({ state: 'hidden' });
    await backToOrder();
    await expectFigures(finance, { ...shipped, collected: TOTAL, unpaid: 0 });

    // 5. An invoice for all but one of the two power boards (the other comes back below): the machine
    // and that board named, the rest of the kit taken along; then issued with the tax office's number.
    const invoiced = TOTAL - amountOf(LINES[1]) / 2;
    await finance.getByRole('menuitem', { name: '发票列表' }).click();
    await finance.getByRole('button', { name: '新增' }).click();
    const invoice = finance.getByTestId('invoice-create');
    await invoice.getByRole('textbox', { name: '发票抬头' }).fill(CUSTOMER);
    await pick(finance, invoice, '选择销售订单', documentNo, documentNo);
    await invoice.getByRole('button', { name: '添加订单' }).click();
    await invoice.getByRole('spinbutton', { name: '第 1 行数量' }).fill('1');
    await invoice.getByRole('spinbutton', { name: '第 2 行数量' }).fill('1');
    await invoice.getByRole('button', { name: '保存' }).click();
    await finance.getByRole('button', { name: '填写开票结果' }).click();
    const result = finance.getByRole('dialog', { name: '开票结果' });
    await result.getByRole('textbox', { name: '发票号码' }).fill('04400123456789');
    await result.getByRole('textbox', { name: '开票日期' }).fill(TODAY);
    await result.getByRole('textbox', { name: '开票日期' }).press('Enter');
    await result.getByRole('button', { name: '保存' }).click();
    await result.waitFor({ state: 'hidden' });
    await finance.getByRole('button', { name: '开具' }).click();
    await finance.getByTestId('money-detail-status').getByText('已开具').waitFor();
    await backToOrder();
    await expectFigures(finance, { ...shipped, invoiced, collected: TOTAL, unpaid: 0 });

    // 6. The customer sends one power board back: received into stock, its price refunded (a negative
    // collection), so the order still owes nothing.
    const returned = amountOf(LINES[1]) / 2;
    await finance.getByRole('menuitem', { name: '退货单' }).click();
    await finance.getByRole('button', { name: '新增' }).click();
    const back = finance.getByTestId('return-create');
    await pick(finance, back, '销售订单', documentNo, documentNo);
    await pick(finance, back, '检验结果', '合格');
    await back.getByRole('textbox', { name: '退货原因' }).fill('客户多订了一块电源板');
    await back.getByRole('spinbutton', { name: '第 2 行数量' }).fill('1');
    await back.getByRole('button', { name: '保存' }).click();
    await finance.getByRole('button', { name: '收货' }).click();
    await finance.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await finance.getByTestId('money-detail-status').getByText('已收货').waitFor();
    await shot(finance, 'sale-return-detail');
    await backToOrder();
    await expectFigures(finance, {
      total: TOTAL,
      shipped: TOTAL,
      returned,
      invoiced,
      collected: TOTAL - returned,
      unpaid: 0,
    });
    // Each document's move is on the order's timeline, linked by its number, with its amount.
    const entries = finance.getByTestId('record-timeline').getByTestId('timeline-entry');
    for (const [title, fen] of [
      ['发货', TOTAL],
      ['收款', TOTAL],
      ['申请发票', invoiced],
      ['退货入库', returned],
      ['退款', -returned],
    ] as const) {
      await entries
        .filter({ hasText: new RegExp(`^${title}`) })
        .filter({
          has: finance
            .getByTestId('timeline-amount')
            .getByText(fen < 0 ? `-${money(-fen)}` : money(fen), { exact: true }),
        })
        .first()
        .waitFor();
    }
    await shot(finance, 'sale-order-detail');
    if (takingShots()) {
      // The demo's settlement statement reconciled against orders, returns and collections.
      await finance.getByRole('menuitem', { name: '电商账单' }).click();
      await finance.getByRole('button', { name: '对账报告' }).first().click();
      await finance.getByRole('button', { name: '说明差异' }).first().waitFor();
      await shot(finance, 'sale-reconciliation');
    }
    await finance.context().close();
  }, 240_000);
});
