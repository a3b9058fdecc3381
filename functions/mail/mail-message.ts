/** The mail a queue message names (the message holds the outbox id only), or undefined if none. */
export function mailIdOf(body: string): string | undefined {
  try {
    const { mailId } = JSON.parse(body) as { mailId?: unknown };
    return typeof mailId === 'string' ? mailId : undefined;
  } catch {
    return undefined;
  }
}
