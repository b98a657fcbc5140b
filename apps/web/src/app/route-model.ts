/** One route the shell can show: built from a server menu entry or from the fixed route list. */
export interface AppRoute {
  /** Menu key (also the screen registry key). */
  key: string;
  /** react-router path pattern, absolute (`/customer/manage/detail/:id`). */
  path: string;
  title: string;
  icon?: string;
  /** Not shown in the menu (detail screens, hidden entries). */
  hidden: boolean;
  /** Oper keys of this route (spec §3 btnList). */
  btnList: string[];
  /** `container`: a parent with children, rendered as a blank container redirecting to `redirect`. */
  kind: 'screen' | 'container';
  redirect?: string;
  /** Titles of the menu parents, outermost first (for the breadcrumb). */
  parents: string[];
  /** Paths of the menu parents, outermost first (to open the menu groups). */
  parentPaths: string[];
}

/** A node of the side/top menu. */
export interface MenuItemNode {
  key: string;
  path: string;
  title: string;
  icon?: string;
  children?: MenuItemNode[];
}
