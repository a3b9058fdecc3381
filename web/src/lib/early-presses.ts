/**
 * Presses on a rendered page's buttons before the app has taken the page over. The page is drawn
 * before its code arrives (decision 37), and until React hydrates it no button answers: a first
 * tap on Menu or on a slide's dot was simply lost. Links and forms need no keeping: a link works
 * without a script, and a rendered form stays disabled until hydrated (components/FormControls).
 */
export interface EarlyPresses {
  /** Stops keeping presses, from the moment React listens for them itself; returns those kept. */
  stop(): readonly HTMLButtonElement[];
}

export function keepEarlyPresses(root: HTMLElement): EarlyPresses {
  const pressed: HTMLButtonElement[] = [];
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && root.contains(button)) pressed.push(button);
  };
  document.addEventListener('click', keep, true);
  return {
    stop() {
      document.removeEventListener('click', keep, true);
      return pressed.splice(0);
    },
  };
}

/** Presses the kept buttons again, in order, once React answers them: those still on the page. */
export function pressAgain(buttons: readonly HTMLButtonElement[]): void {
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
