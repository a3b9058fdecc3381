import { Component, type ReactNode } from 'react';
import { PAGE_NOT_LOADED } from '../lib/page-not-loaded';

interface Props {
  /** What is shown instead once the code under it has failed to load. */
  readonly fallback: ReactNode;
  /** Called with the failure, once. */
  readonly onError?: (error: unknown) => void;
  readonly children: ReactNode;
}

/**
 * Catches the failure of code loaded on demand (a page's chunk after a lost connection or a new
 * deploy), which would otherwise take the whole app off the screen. Keyed by the caller on what
 * should try again (the address), it forgets the failure when that changes.
 */
export class PageLoadFailed extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Code loaded on demand failed', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a page says when its code could not be loaded, with a way to reload it. */
export function PageCouldNotLoad() {
  return (
    <div className="page stack">
      <p role="alert" className="form-problem">
        {PAGE_NOT_LOADED}
      </p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}
