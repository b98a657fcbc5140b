import { lazy, Suspense, useEffect, useState } from 'react';
import { onFeedbackHostRequested } from './feedback';

const FeedbackHost = lazy(() =>
  import('./feedback-host').then((module) => ({ default: module.FeedbackHost })),
);

/** Mounts the feedback host the first time something wants to show a message or a notice. */
export function FeedbackHostLoader() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFeedbackHostRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
