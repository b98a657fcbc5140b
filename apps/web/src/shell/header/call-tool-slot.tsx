import { DutySlot } from '../../features/call-duty/duty-slot';

/**
 * Placeholder for the call toolbar and the duty start/end control (spec §2.6, §2.9, §4 Duty).
 * A later issue fills it; it stays in the header so the layout already leaves room for it.
 */
export function CallToolSlot() {
  return (
    <>
      <div data-testid="call-tool-slot" className="atrium-call-tool-slot" />
      <DutySlot />
    </>
  );
}
