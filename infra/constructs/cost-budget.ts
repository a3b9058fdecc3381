import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { Construct } from 'constructs';

/** The shares of the budget whose crossing is mailed, spent so far and forecast for the month. */
export const BUDGET_ALERT_PERCENTAGES = [80, 100] as const;

/**
 * An AWS Budgets monthly cost budget (campus:monthlyBudgetUsd) that mails `email` when the month's
 * actual or forecast cost passes 80% and 100% of it. It covers the account's whole bill, not the
 * Campus stacks alone: a college is best served by an account that holds nothing else. Budgets
 * mails the address itself (no SNS topic, so no topic policy for budgets.amazonaws.com).
 */
export function monthlyCostBudget(scope: Construct, amountUsd: number, email: string): CfnBudget {
  return new CfnBudget(scope, 'MonthlyBudget', {
    budget: {
      budgetType: 'COST',
      timeUnit: 'MONTHLY',
      budgetLimit: { amount: amountUsd, unit: 'USD' },
    },
    notificationsWithSubscribers: (['ACTUAL', 'FORECASTED'] as const).flatMap((notificationType) =>
      BUDGET_ALERT_PERCENTAGES.map((threshold) => ({
        notification: {
          notificationType,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'EMAIL', address: email }],
      })),
    ),
  });
}
