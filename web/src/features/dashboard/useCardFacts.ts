import { useDashboardSummary } from '../../api/reads/dashboard';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { type CardFacts, cardFacts } from './card-facts';

/**
 * The landing page's live facts, from one read. Until it answers, or when it fails, there are none,
 * and every card shows its fixed description: the menu itself never fails.
 */
export function useCardFacts(): CardFacts {
  const user = useSignedInUser();
  const summary = useDashboardSummary(user?.userId);
  return cardFacts(summary.data);
}
