import { CallToolbarSlot } from '../../features/call-toolbar/call-toolbar-slot';

/**
 * The header's call tool (spec §2.6): the call toolbar (it loads its own chunk for agents only)
 * and, beside it, the duty start/end control.
 */
export function CallToolSlot() {
  return (
    <div data-testid="call-tool-slot" className="atrium-call-tool-slot">
      <CallToolbarSlot />
      {/* Duty start/end control (spec §4 Duty) goes here. */}
    </div>
  );
}
