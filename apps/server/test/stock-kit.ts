import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stockWarehouses } from '../src/modules/stock/stock.tables.js';
import type { Db } from '../src/platform/db/database.js';

/** Helpers the stock tests share: calling the API as a signed-in user, the demo warehouses. */
export function stockClient(app: FastifyInstance, headers: Record<string, string>) {
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    extra = {},
  ) => {
    const response = await app.inject({ method, url, payload, headers: { ...headers, ...extra } });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    send,
    receipt: (payload: object, extra = {}) => send('POST', '/erp/stock/receipt', payload, extra),
    count: (payload: object, extra = {}) => send('POST', '/erp/stock/count', payload, extra),
    reverse: (id: number, extra = {}) => send('POST', `/erp/stock/receipt/${id}/reverse`, undefined, extra),
    balances: (query: string) => send('GET', `/erp/stock/balance/page?${query}`),
    moves: (query: string) => send('GET', `/erp/stock/move/page?${query}`),
  };
}

/** The id of a demo warehouse by code (WH-MAIN 主仓库, WH-EAST 华东仓, WH-REPAIR 维修仓). */
export async function warehouseId(db: Db, code: string): Promise<number> {
  const [row] = await db.select().from(stockWarehouses).where(eq(stockWarehouses.code, code));
  return row!.id;
}
