import type { ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSignOut } from '../lib/auth/useSignOut';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { AccountSettings } from './AccountSettings';
import { DashboardShell } from './DashboardShell';
import './sectioned-dashboard.css';

/** A section of a dashboard, at `<base>/<path>`, shown as a card on the dashboard's landing page. */
export interface DashboardPage {
  readonly path: string;
  readonly label: string;
  /** One line on the landing page's card. */
  readonly summary: string;
  readonly Component: ComponentType;
  /** Something the landing card shows beside its summary, such as a count of new items. */
  readonly Badge?: ComponentType;
}

/** A card on the landing page that opens another page of the site instead of a section. */
export interface DashboardLink {
  readonly to: string;
  readonly label: string;
  readonly summary: string;
}

/*
 * Whether the app itself led here, so Back has a page of ours to return to. The router numbers the
 * entries of one page load in history.state.idx; 0 is the page the tab loaded (a new tab, a
 * bookmark), where Back goes home rather than off the site.
 */
const openedWithinApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * A role's dashboard: a landing page of cards with a Back button, and each section at its own URL
 * (bookmarkable, reloadable) beside the sidebar, which also holds Settings and Logout.
 */
export function SectionedDashboard(props: {
  readonly title: string;
  readonly base: string;
  /** The landing page's cards, in order: sections of this dashboard, or links to other pages. */
  readonly sections: readonly (DashboardPage | DashboardLink)[];
  /** Whether Settings also has a card (the Student dashboard's ninth). */
  readonly settingsCard?: boolean;
}) {
  const pages = props.sections.filter((entry): entry is DashboardPage => 'Component' in entry);
  const subPath = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const signOut = useSignOut();
  const section =
    subPath === 'settings'
      ? { path: 'settings', label: 'Settings', Component: AccountSettings }
      : pages.find((candidate) => candidate.path === subPath);
  useDocumentTitle(section ? `${section.label} · ${props.title}` : props.title);
  let content = <p className="lead">There is no such section of the {props.title}.</p>;
  if (section) content = <section.Component />;
  else if (subPath === '') {
    const cards: { to: string; label: string; summary: string; Badge?: ComponentType }[] = props.sections.map(
      (entry) =>
        'Component' in entry
          ? {
              to: `${props.base}/${entry.path}`,
              label: entry.label,
              summary: entry.summary,
              Badge: entry.Badge,
            }
          : entry,
    );
    if (props.settingsCard) {
      cards.push({ to: `${props.base}/settings`, label: 'Settings', summary: 'Your name and password.' });
    }
    content = (
      <div className="stack">
        <button
          type="button"
          className="button button-ghost dashboard-back"
          onClick={() => (openedWithinApp() ? navigate(-1) : navigate('/'))}
        >
          Back
        </button>
        <ul className="card-grid dashboard-cards">
          {cards.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className="card dashboard-card">
                <span className="card-title">{card.label}</span>
                <span className="muted">{card.summary}</span>
                {card.Badge && <card.Badge />}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <DashboardShell
      title={props.title}
      base={props.base}
      sections={pages}
      current={section?.path}
      onLogout={() => void signOut()}
    >
      {content}
    </DashboardShell>
  );
}
