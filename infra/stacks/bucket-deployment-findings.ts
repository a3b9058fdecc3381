import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';

/*
 * BucketDeployment brings its own Lambda (a CDK-managed custom resource) whose role, policy and
 * runtime we do not control. Its findings are acknowledged one by one, with why each is acceptable.
 */
export function acknowledgeBucketDeployment(stack: Stack, deployment: BucketDeployment, site: IBucket): void {
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const siteLogicalId = stack.getLogicalId(site.node.defaultChild as CfnElement);
  const role = Validations.of(deployment.handlerRole);
  role.acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'CDK’s deployment custom resource role; it only writes its own logs through this policy.',
  });
  const wildcards = [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    'Resource::*',
    `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*`,
    `Resource::<${siteLogicalId}.Arn>/*`,
  ];
  for (const finding of wildcards) {
    role.acknowledge({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: 'CDK’s deployment role copies the build from the CDK asset bucket into the site bucket only.',
    });
  }
  const provider = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (provider) {
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The runtime of CDK’s deployment custom resource is chosen by aws-cdk-lib and runs only at deploy time.',
    });
  }
}
