import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './dashboard-shell.css';

export interface DashboardSection {
  /** The section's path below the dashboard's, e.g. `accounts` for `/admin/accounts`. */
  readonly path: string;
  readonly label: string;
}

const WIDE = '(min-width: 769px)';
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

/**
 * A dashboard: its title, a sidebar and the section's content. The sidebar holds a
 * collapsible Dashboard group of sections (the current one marked), then Settings and Logout. It
 * folds away behind a button; on a phone it starts folded and folds again after each choice, so
 * the content keeps the screen.
 */
export function DashboardShell(props: {
  readonly title: string;
  /** The dashboard's own path, e.g. `/admin`. */
  readonly base: string;
  readonly sections: readonly DashboardSection[];
  /** The section shown, if any (`settings` for the settings item). */
  readonly current?: string;
  readonly onLogout?: () => void;
  readonly children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(isWide);
  const [groupOpen, setGroupOpen] = useState(true);
  const navId = useId();
  const groupId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: folding on navigation is the point.
  useEffect(() => {
    if (!isWide()) setExpanded(false);
  }, [pathname]);

  const current = (path: string) => (path === props.current ? 'page' : undefined);
  return (
    <div className="dashboard" data-sidebar={expanded ? 'open' : 'folded'}>
      <h1 className="dashboard-title">{props.title}</h1>
      <div className="dashboard-sidebar">
        <button
          type="button"
          className="dashboard-toggle"
          aria-expanded={expanded}
          aria-controls={navId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide menu' : 'Show menu'}
        </button>
        <nav id={navId} aria-label={`${props.title} menu`} hidden={!expanded}>
          <button
            type="button"
            className="dashboard-group"
            aria-expanded={groupOpen}
            aria-controls={groupId}
            onClick={() => setGroupOpen((open) => !open)}
          >
            Dashboard
          </button>
          <ul id={groupId} hidden={!groupOpen}>
            {props.sections.map((section) => (
              <li key={section.path}>
                <Link to={`${props.base}/${section.path}`} aria-current={current(section.path)}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul>
            <li>
              <Link to={`${props.base}/settings`} aria-current={current('settings')}>
                Settings
              </Link>
            </li>
            {props.onLogout && (
              <li>
                <button type="button" className="dashboard-logout" onClick={props.onLogout}>
                  Logout
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="dashboard-content">{props.children}</div>
    </div>
  );
}
