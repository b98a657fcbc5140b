import type { MessageCatalogue } from '../../platform/http/messages.js';
import { MONEY_MESSAGES } from './money/money.messages.js';
import { ORDER_PROGRESS_MESSAGES } from './orders/order-progress.messages.js';

/** The sales module's texts, one catalogue per part (orders, fulfilment, money, channels). */
export const SALES_MESSAGES = {
  ...ORDER_PROGRESS_MESSAGES,
  ...MONEY_MESSAGES,
} satisfies MessageCatalogue;
