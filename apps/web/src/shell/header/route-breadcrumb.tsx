import { Breadcrumb } from 'antd';
import type { AppRoute } from '../../app/route-model';

/** Menu parents, then the current page's title (the route's, unless the screen names itself). */
export function RouteBreadcrumb({ route, pageTitle }: { route: AppRoute | undefined; pageTitle?: string }) {
  if (!route) return null;
  const items = [...route.parents, pageTitle ?? route.title].map((title, index) => ({
    key: `${index}`,
    title,
  }));
  return <Breadcrumb data-testid="breadcrumb" items={items} />;
}
