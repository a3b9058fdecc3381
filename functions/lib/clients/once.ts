/**
 * A client made on first use and kept for the container's life, reused across invocations. Each
 * service's client has a module of its own, so a function's code names (and is granted, and
 * bundles) only the services it calls (tests/infra/grants.ts reads imports file by file).
 * Endpoints come from the SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, so no client knows
 * whether it runs locally.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
