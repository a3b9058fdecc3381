/**
 * A point a test holds a call at, to run something else while it waits there: the call awaits
 * `hold()`, which tells the test it has come (`arrived`) and waits until the test calls `release()`.
 */
export function holdPoint(): { readonly arrived: Promise<void>; hold(): Promise<void>; release(): void } {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    arrived,
    hold: async () => {
      arrive();
      await gate;
    },
    release: () => release(),
  };
}
