/** What the Data API answers instead of running a call: its HTTP status, error type and message. */
export interface DataApiFault {
  readonly status: number;
  readonly errorType: string;
  readonly message: string;
}

/** One call as a fault sees it: the operation (`Execute`, `BeginTransaction`, …) and its SQL, if any. */
export interface DataApiCall {
  readonly action: string;
  readonly sql?: string;
}

interface PlannedFault extends DataApiFault {
  readonly matches: (call: DataApiCall) => boolean;
}

/*
 * Faults AWS can raise and a laptop never does (a cluster resuming, a call that fails once): a test
 * plans one, and the first call it matches, on any stand-in in this process, answers it instead of
 * running. Each planned fault answers once.
 */
const plannedFaults: PlannedFault[] = [];

/** Makes the next Data API call that `matches` answer `fault` instead of running (once). */
export function failNextDataApiCall(
  fault: DataApiFault,
  matches: (call: DataApiCall) => boolean = () => true,
): void {
  plannedFaults.push({ ...fault, matches });
}

/** Forgets every planned fault not yet answered (a test's clean-up). */
export function clearDataApiFaults(): void {
  plannedFaults.length = 0;
}

export function plannedFaultFor(call: DataApiCall): DataApiFault | undefined {
  const index = plannedFaults.findIndex((fault) => fault.matches(call));
  if (index < 0) return undefined;
  const [fault] = plannedFaults.splice(index, 1);
  return fault;
}
