import { type FocusEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onReducedMotionChange(notify: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(REDUCED_MOTION);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

/**
 * Whether the user asked the system for less motion; carousels then stay put. A page rendered at
 * build time is hydrated as if not, then follows the system's answer.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onReducedMotionChange,
    () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * An index that moves to the next of `count` every `intervalMs`, wrapping round, unless paused.
 * Choosing an index by hand restarts the wait, so a slide the user picked stays its full time.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [restarts, setRestarts] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restarts` re-arms the timer after a manual choice.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused, restarts]);
  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setRestarts((n) => n + 1);
    },
    [count],
  );
  return { index, goTo };
}

/**
 * Pauses while keyboard focus is inside the element, so a carousel never moves under the user.
 * Focus a click leaves behind does not count (the pointer went down just before it): a visitor
 * who clicked a dot still sees the slides move on.
 */
export function useFocusWithin() {
  const [focused, setFocused] = useState(false);
  const byPointer = useRef(false);
  return {
    focused,
    handlers: {
      onPointerDown: () => {
        byPointer.current = true;
      },
      onFocus: () => {
        setFocused(!byPointer.current);
        byPointer.current = false;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
