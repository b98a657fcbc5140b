import type { MessageCatalogue } from '../../platform/http/messages.js';
import { CHANNELS_MESSAGES } from './channels/channels.messages.js';
import { FULFILMENT_MESSAGES } from './fulfilment/fulfilment.messages.js';
import { MONEY_MESSAGES } from './money/money.messages.js';
import { ORDER_PROGRESS_MESSAGES } from './orders/order-progress.messages.js';
import { SALE_ORDER_MESSAGES } from './orders/sale-orders.messages.js';

/** The sales module's texts, one catalogue per part (orders, fulfilment, money, channels). */
export const SALES_MESSAGES = {
  ...ORDER_PROGRESS_MESSAGES,
  ...SALE_ORDER_MESSAGES,
  ...FULFILMENT_MESSAGES,
  ...CHANNELS_MESSAGES,
  ...MONEY_MESSAGES,
} satisfies MessageCatalogue;
