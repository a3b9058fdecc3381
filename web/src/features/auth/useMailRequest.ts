import { useState } from 'react';
import type { authRoutes } from '#shared/api/routes/auth';
import { callApi, refusalOf } from '../../api/client';
import { useNotify } from '../../lib/notices/NoticeContext';

/** The routes that mail a link to an email and answer alike whether or not it has an account. */
type MailRoute = typeof authRoutes.requestPasswordReset | typeof authRoutes.resendConfirmation;

/**
 * Asks `route` to mail a link to an email. The server's answer is kept to be shown on the page
 * rather than as a passing notice, since it says what to do next; a refusal is notified in the
 * server's own words (bad input, too many tries), anything else as `failed`.
 */
export function useMailRequest(route: MailRoute, failed: string) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();

  async function send(email: string) {
    setBusy(true);
    try {
      const { msg } = await callApi(route, { body: { email } });
      setSent(msg);
    } catch (error) {
      notify(refusalOf(error) ?? failed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return { busy, sent, send };
}
