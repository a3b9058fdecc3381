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
 * A dashboard: its title, a sidebar of sections that marks the current one, and the section's
 * content. The sidebar folds away behind a button; on a phone it starts folded and folds again
 * after each choice, so the content keeps the screen.
 */
export function DashboardShell(props: {
  readonly title: string;
  /** The dashboard's own path, e.g. `/admin`. */
  readonly base: string;
  readonly sections: readonly DashboardSection[];
  /** The section shown, if any. */
  readonly current?: string;
  readonly children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(isWide);
  const navId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: folding on navigation is the point.
  useEffect(() => {
    if (!isWide()) setExpanded(false);
  }, [pathname]);

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
          {expanded ? 'Hide sections' : 'Show sections'}
        </button>
        <nav id={navId} aria-label={`${props.title} sections`} hidden={!expanded}>
          <ul>
            {props.sections.map((section) => (
              <li key={section.path}>
                <Link
                  to={`${props.base}/${section.path}`}
                  aria-current={section.path === props.current ? 'page' : undefined}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="dashboard-content">{props.children}</div>
    </div>
  );
}
