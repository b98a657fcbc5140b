/** The packing station's path (a fixed route of spec §2.2) and the parameter naming the order or pick to open. */
export const PACKING_STATION_PATH = '/staging/ship';
export const PACKING_NUMBER_PARAM = 'no';

/** The station opened at an order's or a pick's number. */
export const packingStationAt = (documentNo: string) =>
  `${PACKING_STATION_PATH}?${PACKING_NUMBER_PARAM}=${encodeURIComponent(documentNo)}`;
