let markReady: () => void = () => {};

/** Settles once the app has taken the page over (App's MarkReady): from then on a tap is answered. */
export const appReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready';
  markReady();
}
