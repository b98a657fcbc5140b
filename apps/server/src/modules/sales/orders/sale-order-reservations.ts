/**
 * The stock API's document kind for a sale order line's hold (docs/stock.md, Reservations): holds
 * are keyed by (organization, this kind, the order line's id), so a shipment consumes, a return
 * takes back and a cancel releases by the order's line ids. Service lines hold no stock.
 */
export const SALE_ORDER_RESERVATION_KIND = 'saleOrder';
