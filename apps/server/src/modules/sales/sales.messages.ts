import type { MessageCatalogue } from '../../platform/http/messages.js';
import { FULFILMENT_MESSAGES } from './fulfilment/fulfilment.messages.js';
import { ORDER_PROGRESS_MESSAGES } from './orders/order-progress.messages.js';

/** The sales module's texts, one catalogue per part (orders, fulfilment, money, channels). */
export const SALES_MESSAGES = {
  ...ORDER_PROGRESS_MESSAGES,
  ...FULFILMENT_MESSAGES,
} satisfies MessageCatalogue;
