/** Moved to platform/access (the customer screens ask other screens' grants too). */
export { useGranted } from '../../platform/access/use-granted';
