/** The job a queue message names (the message holds the job id only), or undefined if none. */
export function jobIdOf(body: string): string | undefined {
  try {
    const { jobId } = JSON.parse(body) as { jobId?: unknown };
    return typeof jobId === 'string' ? jobId : undefined;
  } catch {
    return undefined;
  }
}
