import { lazy, Suspense } from 'react';
import { useGranted } from '../../platform/access/use-granted';

/** The control, its texts and antd parts load only for users granted dutyRecordStart. */
const DutyControl = lazy(() => import('./duty-control'));

/**
 * Header slot for the duty start/end control (spec §2.6, §6: dutyRecordStart shows it). The key is
 * an oper of 值班记录, not a route, so it is looked up among all the auth tree's keys.
 */
export function DutySlot() {
  const granted = useGranted('dutyRecordStart');
  if (!granted) return null;
  return (
    <Suspense fallback={null}>
      <DutyControl />
    </Suspense>
  );
}
