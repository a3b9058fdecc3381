import { readFileSync } from 'node:fs';

/**
 * This process's peak resident memory, in MB: what a Lambda's "Max Memory Used" reports of its
 * own. On Linux it is read from /proc (VmHWM). `process.resourceUsage().maxRSS` is not used there:
 * a child process the bench starts inherits its parent's resident memory at the fork as its
 * maxRSS, so a small worker started by the bench read as large as the bench itself (decision 28).
 * Elsewhere, maxRSS is the closest there is.
 */
export function peakResidentMb(): number {
  try {
    const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kilobytes !== undefined) return Number(kilobytes) / 1024;
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS / 1024;
}
