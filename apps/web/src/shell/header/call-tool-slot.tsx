import { DutySlot } from '../../features/call-duty/duty-slot';
import { CallToolbarSlot } from '../../features/call-toolbar/call-toolbar-slot';

/**
 * The header's call tool (spec §2.6): the call toolbar (it loads its own chunk for agents only)
 * and, beside it, the duty start/end control (its own chunk, for holders of dutyRecordStart only).
 */
export function CallToolSlot() {
  return (
    <div data-testid="call-tool-slot" className="atrium-call-tool-slot">
      <CallToolbarSlot />
      <DutySlot />
    </div>
  );
}
