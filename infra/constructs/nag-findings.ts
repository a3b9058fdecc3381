import { Stack } from 'aws-cdk-lib';
// cdk-nag's own renderer, so an acknowledgement is named by the very function that names its finding.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * A resource as cdk-nag writes it in a finding's name: what the template holds for it, with each
 * token rendered as `<AWS::Region>` or `<Logical.Arn>` and each literal as itself. A stack with an
 * account and region of its own (as `cdk deploy` gives it) writes them literally, one without
 * writes their pseudo-parameters, so an acknowledgement is built from the same value as the grant,
 * never spelt out. For values of the scope's own stack: a reference to another stack is rendered
 * only once synth turns it into an import.
 */
export function nagResource(scope: IConstruct, resource: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(resource));
}

/** The id of AwsSolutions-IAM5's finding for a wildcard resource in a policy of the scope's stack. */
export const wildcardResourceFinding = (scope: IConstruct, resource: string): string =>
  `AwsSolutions-IAM5[Resource::${nagResource(scope, resource)}]`;
