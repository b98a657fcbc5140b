import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

function Bridge() {
  const instances = App.useApp();
  useEffect(() => {
    setFeedback(instances);
    return () => setFeedback(null);
  }, [instances]);
  return null;
}

/** Renders antd's message/notification/modal holders and hands their instances to feedback.ts. */
export function FeedbackHost() {
  return (
    <App component={false}>
      <Bridge />
    </App>
  );
}
