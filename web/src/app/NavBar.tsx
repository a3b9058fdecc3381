import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { type PageEntry, SITE_PAGES } from '../lib/site-map';
import { AccountActions } from './AccountActions';

/* The site map's entries, each read as any page is: only some ask for a navigation entry. */
const SITE_ENTRIES: readonly PageEntry[] = SITE_PAGES;

/* Home, then every page of the site map that asks for a navigation entry, in its order. */
const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  ...SITE_ENTRIES.flatMap((page) => (page.nav ? [{ to: `/${page.path}`, label: page.nav, end: false }] : [])),
];

function NavLinks() {
  return (
    <ul className="nav-links">
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The navigation bar of docs/requirements.md#navigation-bar; on small screens its links go in a drawer. */
export function NavBar() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <header className="site-header">
      <div className="nav-bar">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Campus
        </Link>
        <nav aria-label="Main" className="nav-wide">
          <NavLinks />
        </nav>
        <div className="nav-wide">
          <AccountActions />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={drawerOpen}
          aria-controls="nav-drawer"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
      </div>
      {drawerOpen && (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div id="nav-drawer" ref={drawer} className="drawer" hidden={!drawerOpen}>
        <button
          type="button"
          className="drawer-close"
          aria-label="Close menu"
          onClick={() => {
            setDrawerOpen(false);
            menuButton.current?.focus();
          }}
        >
          ×
        </button>
        <nav aria-label="Main (menu)">
          <NavLinks />
        </nav>
        <AccountActions />
      </div>
    </header>
  );
}
