import type { MessageCatalogue } from '../../platform/http/messages.js';
import { CHANNELS_MESSAGES } from './channels/channels.messages.js';
import { ORDER_PROGRESS_MESSAGES } from './orders/order-progress.messages.js';

/** The sales module's texts, one catalogue per part (orders, fulfilment, money, channels). */
export const SALES_MESSAGES = {
  ...ORDER_PROGRESS_MESSAGES,
  ...CHANNELS_MESSAGES,
} satisfies MessageCatalogue;
