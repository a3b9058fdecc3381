import { type ComponentType, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSignOut } from '../lib/auth/useSignOut';
import type { LinkCardEntry, SectionEntry } from '../lib/site-map';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { DashboardShell } from './DashboardShell';
import { PageLoading } from './PageLoading';
import './sectioned-dashboard.css';

/** A section of the site map with its code, at `<base>/<path>`. */
export interface DashboardSection extends SectionEntry {
  readonly Component: ComponentType;
  /** Something the landing card shows beside its summary, such as a count of new items. */
  readonly Badge?: ComponentType;
  /** Links of its own under the landing card, which is one link and cannot hold others. */
  readonly Under?: ComponentType;
}

/*
 * Whether the app itself led here, so Back has a page of ours to return to. The router numbers the
 * entries of one page load in history.state.idx; 0 is the page the tab loaded (a new tab, a
 * bookmark), where Back goes home rather than off the site.
 */
const openedWithinApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The live facts a landing page's cards show instead of their fixed descriptions, by the address each opens. */
export type UseCardFacts = () => Readonly<Record<string, string>>;

const noFacts: UseCardFacts = () => ({});

function LandingCards(props: {
  readonly cards: readonly {
    to: string;
    title: string;
    summary: string;
    Badge?: ComponentType;
    Under?: ComponentType;
  }[];
  readonly useFacts: UseCardFacts;
}) {
  const navigate = useNavigate();
  const facts = props.useFacts();
  return (
    <div className="stack">
      <button
        type="button"
        className="button button-ghost dashboard-back"
        onClick={() => (openedWithinApp() ? navigate(-1) : navigate('/'))}
      >
        Back
      </button>
      <ul className="card-grid dashboard-cards">
        {props.cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="card dashboard-card">
              <span className="card-title">{card.title}</span>
              <span className="muted">{facts[card.to] ?? card.summary}</span>
              {card.Badge && (
                // A badge arrives after the cards; until then the card simply has none.
                <Suspense fallback={null}>
                  <card.Badge />
                </Suspense>
              )}
            </Link>
            {card.Under && (
              <Suspense fallback={null}>
                <card.Under />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A role's dashboard: a landing page of cards with a Back button, and each section at its own URL
 * (bookmarkable, reloadable) beside the sidebar, which also holds Settings and Logout. A section's
 * code arrives when it is first opened.
 */
export function SectionedDashboard(props: {
  readonly title: string;
  readonly base: string;
  /** The landing page's cards, in order: sections of this dashboard, or links to other pages. */
  readonly cards: readonly (DashboardSection | LinkCardEntry)[];
  /** The sidebar's Settings, below the sections. */
  readonly settings: DashboardSection;
  /** Whether Settings also has a card (the Student dashboard's ninth). */
  readonly settingsCard?: boolean;
  /** The cards' live facts, read when the landing page shows; without it, the fixed descriptions. */
  readonly useCardFacts?: UseCardFacts;
}) {
  const sections = props.cards.filter((card): card is DashboardSection => 'Component' in card);
  const subPath = useParams()['*'] ?? '';
  const signOut = useSignOut();
  const section =
    subPath === props.settings.path
      ? props.settings
      : sections.find((candidate) => candidate.path === subPath);
  useDocumentTitle(section ? `${section.title} · ${props.title}` : props.title);
  let content = <p className="lead">There is no such section of the {props.title}.</p>;
  if (section) content = <section.Component />;
  else if (subPath === '') {
    const cards = [...props.cards, ...(props.settingsCard ? [props.settings] : [])].map((card) =>
      'path' in card ? { ...card, to: `${props.base}/${card.path}` } : card,
    );
    content = <LandingCards cards={cards} useFacts={props.useCardFacts ?? noFacts} />;
  }
  return (
    <DashboardShell
      title={props.title}
      base={props.base}
      sections={sections.map((s) => ({ path: s.path, label: s.title }))}
      current={section?.path}
      onLogout={() => void signOut()}
    >
      <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </DashboardShell>
  );
}
