import type { TimelineEntry } from '@atrium/contract';

/** A timeline entry as the server answers it (a comment by a demo author unless `fields` say otherwise), for tests. */
export const timelineEntry = (id: number, fields: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id,
  type: 'comment',
  action: '',
  body: '',
  fromState: '',
  toState: '',
  attachments: [],
  link: null,
  data: {},
  authorUserId: 7,
  authorName: '孙仓管',
  at: '2026-11-20T02:00:00.000Z',
  ...fields,
});
