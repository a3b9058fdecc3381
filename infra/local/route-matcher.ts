import { type FunctionGroup, ROUTE_LIST, type RouteDefinition, routeKey } from '#shared/api/routes/index';

export interface RouteMatch {
  readonly route: RouteDefinition<FunctionGroup>;
  readonly routeKey: string;
  readonly pathParameters: Record<string, string>;
}

interface CompiledRoute {
  readonly route: RouteDefinition<FunctionGroup>;
  readonly pattern: RegExp;
  readonly names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/* `{name}` matches one path segment, `{name+}` the rest of the path, as in API Gateway. */
function compile(route: RouteDefinition<FunctionGroup>): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const parameter = /^\{([^}+]+)(\+?)\}$/.exec(part);
      if (!parameter?.[1]) return escapeRegExp(part);
      names.push(parameter[1]);
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** A path whose `%` escapes do not decode: the gateway answers 400, not a crash. */
export class MalformedPathError extends Error {
  constructor(path: string) {
    super(`Malformed path: ${path}`);
    this.name = 'MalformedPathError';
  }
}

export type RouteMatcher = (method: string, path: string) => RouteMatch | undefined;

const decode = (text: string, path: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new MalformedPathError(path);
  }
};

export function createRouteMatcher(routes: readonly RouteDefinition<FunctionGroup>[]): RouteMatcher {
  // Literal paths win over templated ones, as API Gateway prefers the most specific route.
  const compiled = routes.map(compile).sort((a, b) => a.names.length - b.names.length);
  return (method, path) => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      for (const [i, name] of candidate.names.entries()) {
        pathParameters[name] = decode(match[i + 1] ?? '', path);
      }
      return { route: candidate.route, routeKey: routeKey(candidate.route), pathParameters };
    }
    return undefined;
  };
}

export const matchRoute = createRouteMatcher(ROUTE_LIST);
