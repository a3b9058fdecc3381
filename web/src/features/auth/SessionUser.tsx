import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '#shared/schemas/account';
import { routeQuery } from '../../api/queries';
import { currentUser } from './current-user';

/** What the API said of a session's user: the user, or why it could not say. */
export interface SessionAnswer {
  readonly user?: CurrentUser;
  readonly error?: unknown;
}

/**
 * Reads the user of the session `token` through the query cache and tells the AuthProvider each
 * answer: a write that changes the user (a new name in Settings) reads it again (api/query-client.ts).
 * A stored token is checked so on start; a failed check signs the user out. Renders nothing.
 */
export default function SessionUser({
  token,
  onAnswer,
}: {
  token: string;
  onAnswer: (answer: SessionAnswer) => void;
}) {
  const { data, error } = useQuery({
    ...routeQuery(currentUser, { session: token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => onAnswer({ user: data, error: error ?? undefined }), [data, error, onAnswer]);
  return null;
}
