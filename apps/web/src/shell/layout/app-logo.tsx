import { Link } from 'react-router';

/** The product mark at the top of the side menu, or at the left of the top menu. */
export function AppLogo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  return (
    <Link
      to="/"
      className="atrium-logo"
      style={{
        color: dark ? '#fff' : 'rgba(0,0,0,0.88)',
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      <span className="atrium-logo-mark">A</span>
      {!collapsed && <span className="atrium-logo-text">Atrium</span>}
    </Link>
  );
}
