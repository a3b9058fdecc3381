/** The task a queue message names (the message holds the task id only), or undefined if none. */
export function taskIdOf(body: string): string | undefined {
  try {
    const { taskId } = JSON.parse(body) as { taskId?: unknown };
    return typeof taskId === 'string' ? taskId : undefined;
  } catch {
    return undefined;
  }
}
