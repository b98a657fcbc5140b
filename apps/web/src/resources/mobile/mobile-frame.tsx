import type { ReactNode } from 'react';
import './mobile-frame.css';

/**
 * A phone page outside the layout (the enterprise-chat `/weCom-mobile-*` pages: customers,
 * approvals): a sticky top bar (start action, title, end action) over a padded body, with the
 * cards, sections and footer of mobile-frame.css.
 */
export function MobileFrame({
  title,
  start,
  end,
  children,
}: {
  title: string;
  start?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="wecom-mobile">
      <header className="wecom-mobile-bar">
        <div className="wecom-mobile-bar-side">{start}</div>
        <h1>{title}</h1>
        <div className="wecom-mobile-bar-side end">{end}</div>
      </header>
      <main className="wecom-mobile-body">{children}</main>
    </div>
  );
}
