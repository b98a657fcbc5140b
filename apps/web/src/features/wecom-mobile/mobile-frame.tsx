import type { ReactNode } from 'react';
import './wecom-mobile.css';
import './wecom-mobile-i18n';

/** A mobile page: a sticky top bar (start action, title, end action) over a padded body. */
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
