import { Breadcrumb } from 'antd';
import type { AppRoute } from '../../app/route-model';

/** Menu parents, then the current route's title. */
export function RouteBreadcrumb({ route }: { route: AppRoute | undefined }) {
  if (!route) return null;
  const items = [...route.parents, route.title].map((title, index) => ({ key: `${index}`, title }));
  return <Breadcrumb data-testid="breadcrumb" items={items} />;
}
