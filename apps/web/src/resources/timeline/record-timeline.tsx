import type { RecordTimeline as Timeline, TimelineEntry } from '@atrium/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import AntTimeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttachmentLinks } from '../attachment-links';
import { formatDateTime } from '../format-date-time';
import '../resources-i18n';
import { TimelineAddBar } from './timeline-add-bar';
import { loadedEntries, useRefreshTimeline, useTimeline } from './timeline-queries';

/** How a screen shows one of its record's entries; what it leaves out the component fills in. */
export interface TimelineEntryView {
  title?: ReactNode;
  /** The dot's colour (antd Timeline: blue, green, red, gray, orange…). */
  color?: string;
  /** Lines under the title, in place of the entry's body. */
  details?: ReactNode;
  /** Beside the author and time (a recording's play button). */
  extra?: ReactNode;
}

interface RecordTimelineProps {
  /** The kind's contract declaration (`customerTimeline`). */
  timeline: Timeline;
  recordId: number;
  /** The caller may comment, attach and link (the kind's `write` permission: the server checks it too). */
  canWrite: boolean;
  /** The kinds a link may point at. */
  linkTargets?: readonly Timeline[];
  /** The screen's words for its own entries (state names, event kinds, activity kinds). */
  describe?: (entry: TimelineEntry) => TimelineEntryView | undefined;
  title?: ReactNode;
  /**
   * A screen's own entry form (a supplier's visit, call or note): a tab beside the comment box, so
   * the card has one place to add things, not two.
   */
  entryForm?: { label: ReactNode; form: ReactNode };
  /**
   * A screen's own comment box in place of the timeline's (a work order's reply, which carries its
   * visibility: a second, plain comment box would write comments of neither kind).
   */
  composer?: ReactNode;
  /** A value that changes when the screen wrote something that lands on the timeline (the record's version): it reloads. */
  refreshOn?: unknown;
  'data-testid'?: string;
}

const COLORS: Record<TimelineEntry['type'], string> = {
  state: 'green',
  comment: 'blue',
  attachment: 'blue',
  link: 'gray',
  event: 'gray',
  activity: 'blue',
};

/**
 * A record's timeline (动态), the one every detail shows: what happened to the record, who did it
 * and when, newest first, more on demand; comments, files and links added on the spot.
 */
export function RecordTimeline({
  timeline,
  recordId,
  canWrite,
  linkTargets = [],
  describe,
  title,
  entryForm,
  composer,
  refreshOn,
  'data-testid': testId = 'record-timeline',
}: RecordTimelineProps) {
  const { t } = useTranslation('resources');
  const query = useTimeline(timeline, recordId);
  const refresh = useRefreshTimeline(timeline, recordId);
  const seen = useRef(refreshOn);
  useEffect(() => {
    if (Object.is(seen.current, refreshOn)) return;
    seen.current = refreshOn;
    void refresh();
  }, [refreshOn, refresh]);
  const entries = loadedEntries(query.data?.pages);
  const addBar = composer ?? (
    <TimelineAddBar timeline={timeline} recordId={recordId} linkTargets={linkTargets} />
  );

  const fallbackTitle = (entry: TimelineEntry): ReactNode => {
    if (entry.type === 'state') return t('timeline.state', { from: entry.fromState, to: entry.toState });
    if (entry.type === 'event' || entry.type === 'activity') return entry.action;
    return t(`timeline.type.${entry.type}`);
  };
  const linkOf = (link: NonNullable<TimelineEntry['link']>) => {
    const target = [timeline, ...linkTargets].find((candidate) => candidate.kind === link.kind);
    const path = target?.webPath?.replace(':id', String(link.id));
    return path ? <Link to={path}>{link.label}</Link> : <Typography.Text>{link.label}</Typography.Text>;
  };

  return (
    <Card size="small" title={title ?? t('timeline.title')} data-testid={testId}>
      {canWrite && (
        <>
          {entryForm ? (
            <Tabs
              size="small"
              data-testid="timeline-composer"
              items={[
                { key: 'entry', label: entryForm.label, children: entryForm.form },
                { key: 'comment', label: t('timeline.type.comment'), children: addBar },
              ]}
            />
          ) : (
            addBar
          )}
          <Divider style={{ margin: '12px 0' }} />
        </>
      )}
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />
      ) : (
        <AntTimeline
          style={{ marginTop: 8 }}
          items={entries.map((entry) => {
            const view = describe?.(entry) ?? {};
            return {
              key: entry.id,
              color: view.color ?? COLORS[entry.type],
              content: (
                <Flex vertical gap={2} data-testid="timeline-entry" data-type={entry.type}>
                  <Flex gap={8} wrap align="baseline">
                    <Typography.Text strong>{view.title ?? fallbackTitle(entry)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {entry.authorName || t('timeline.system')} · {formatDateTime(entry.at)}
                    </Typography.Text>
                    {view.extra}
                  </Flex>
                  {view.details ??
                    (entry.body && (
                      <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                        {entry.body}
                      </Typography.Paragraph>
                    ))}
                  {entry.link && <div>{linkOf(entry.link)}</div>}
                  <AttachmentLinks attachments={entry.attachments} />
                </Flex>
              ),
            };
          })}
        />
      )}
      {query.hasNextPage && (
        <Flex justify="center">
          <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('timeline.more')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
