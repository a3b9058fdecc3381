import { CfnResource, type IAspect, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/** How long the logs of CDK's own deploy-time Lambdas are kept, as the API functions' are. */
export const PROVIDER_LOG_RETENTION = RetentionDays.ONE_MONTH;

const hasLogGroup = (resource: CfnResource) =>
  resource instanceof CfnFunction &&
  typeof resource.loggingConfig === 'object' &&
  resource.loggingConfig !== null &&
  'logGroup' in resource.loggingConfig &&
  resource.loggingConfig.logGroup !== undefined;

/**
 * Every Lambda that names no log group of its own (CDK's custom-resource providers: the web
 * build's deployment, the site bucket's auto-delete) would log into one Lambda makes on first
 * run, kept for ever. This gives each a log group of its own with a retention, through the
 * function's LoggingConfig, so a deploy that already has the old group creates no clashing name.
 */
export class ExpiringFunctionLogs implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || node.cfnResourceType !== 'AWS::Lambda::Function') return;
    if (hasLogGroup(node)) return;
    const scope = node.node.scope ?? Stack.of(node);
    const logs = new LogGroup(scope, `${node.node.id}Logs`, { retention: PROVIDER_LOG_RETENTION });
    node.addPropertyOverride('LoggingConfig.LogGroup', logs.logGroupName);
  }
}
