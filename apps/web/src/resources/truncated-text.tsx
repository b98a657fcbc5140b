import { LONG_TEXT_TRUNCATE } from '@atrium/contract';
import Tooltip from 'antd/es/tooltip';

/** The first `limit` characters (code points, so an emoji is not cut in half), or null if it fits. */
export function truncate(text: string, limit = LONG_TEXT_TRUNCATE): string | null {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : null;
}

/** spec §5: long text is shown cut after 15 characters, the whole text in a tooltip. */
export function TruncatedText({ text, limit = LONG_TEXT_TRUNCATE }: { text: string; limit?: number }) {
  const short = truncate(text, limit);
  if (short === null) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span data-testid="truncated-text">{short}</span>
    </Tooltip>
  );
}
