import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { BUCKETS, type BucketId } from '../../functions/lib/resources/buckets';
import type { FunctionResources } from '../../functions/lib/resources/grants';
import { QUEUES, type QueueId } from '../../functions/lib/resources/queues';
import { SETTINGS, type SettingId } from '../../functions/lib/resources/settings';
import {
  type IndexDefinition,
  TABLES,
  type TableDefinition,
  type TableId,
} from '../../functions/lib/resources/tables';
import type { AssistantSettings } from '../config';

export interface MailSettings {
  readonly from: string;
  readonly to: string;
  /** The SES configuration set every mail goes through (MailStack). */
  readonly configurationSet: string;
}

export interface DataResources {
  readonly assistant: AssistantSettings;
  readonly tables: Record<TableId, ITableV2>;
  readonly buckets: Record<BucketId, IBucket>;
  /** Imports of the buckets' ARNs under fixed export names (see DataStack). */
  readonly bucketArns: Record<BucketId, string>;
  readonly queues: Record<QueueId, IQueue>;
  readonly deadLetterQueues: Record<QueueId, IQueue>;
  readonly signingKey: ISecret;
  /** The value CloudFront adds to every API request (see functions/lib/origin.ts). */
  readonly originSecret: ISecret;
  readonly mail: MailSettings;
  /** Each deploy setting's value, given only to the functions that declare it. */
  readonly settings: Record<SettingId, string>;
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan'];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** Grants a Lambda exactly the resources named for it, and tells it their names. */
export function grantResources(fn: LambdaFunction, resources: FunctionResources, data: DataResources): void {
  for (const [id, access] of Object.entries(resources.tables ?? {}) as [TableId, 'read' | 'readWrite'][]) {
    const table = data.tables[id];
    fn.addEnvironment(TABLES[id].envVar, table.tableName);
    const definition: TableDefinition = TABLES[id];
    const indexes: readonly IndexDefinition[] = definition.indexes ?? [];
    // Named actions on the table and each of its own indexes: no `index/*` or action wildcards.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: access === 'read' ? TABLE_READ : [...TABLE_READ, ...TABLE_WRITE],
        resources: [table.tableArn, ...indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
      }),
    );
  }
  for (const [id, access] of Object.entries(resources.buckets ?? {}) as [BucketId, string][]) {
    fn.addEnvironment(BUCKETS[id].envVar, data.buckets[id].bucketName);
    grantBucket(
      fn,
      id,
      data.bucketArns[id],
      access === 'read' ? OBJECT_READ : [...OBJECT_READ, ...OBJECT_WRITE],
    );
  }
  for (const id of resources.queues ?? []) {
    fn.addEnvironment(QUEUES[id].envVar, data.queues[id].queueUrl);
    data.queues[id].grantSendMessages(fn);
  }
  for (const id of resources.settings ?? []) fn.addEnvironment(SETTINGS[id].envVar, data.settings[id]);
  if (resources.sendsMail) grantMail(fn, data.mail);
  if (resources.asksModel) grantModel(fn, data.assistant);
  if (resources.signingKey) {
    fn.addEnvironment('JWT_SECRET_ARN', data.signingKey.secretArn);
    data.signingKey.grantRead(fn);
  }
  if (resources.originSecret) {
    fn.addEnvironment('ORIGIN_SECRET_ARN', data.originSecret.secretArn);
    data.originSecret.grantRead(fn);
  }
}

const OBJECT_READ = ['s3:GetObject'];
const OBJECT_WRITE = ['s3:PutObject', 's3:DeleteObject'];

/**
 * Named object actions on one bucket's objects (no `s3:*Object*` wildcards), and ListBucket so a
 * missing object answers 404 rather than 403.
 */
function grantBucket(fn: LambdaFunction, id: BucketId, bucketArn: string, actions: string[]): void {
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [`${bucketArn}/*`] }));
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }));
  const exportName = (Stack.of(fn).resolve(bucketArn) as { 'Fn::ImportValue'?: string })['Fn::ImportValue'];
  // The finding sits on the role's policy, which CampusFunction makes beside the function.
  Validations.of(fn.role ?? fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${exportName ?? id}/*]`,
    reason:
      'Object keys are made by the server for each upload (a UUID), so one bucket’s objects is the narrowest resource.',
  });
}

/** The provider's settings; with Bedrock, InvokeModel (what Converse needs) on that one model only. */
function grantModel(fn: LambdaFunction, assistant: AssistantSettings): void {
  fn.addEnvironment('GPT_PROVIDER', assistant.provider);
  if (assistant.provider !== 'bedrock') return;
  const region = assistant.modelRegion ?? Stack.of(fn).region;
  fn.addEnvironment('GPT_MODEL_ID', assistant.modelId);
  fn.addEnvironment('GPT_MODEL_REGION', region);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      resources: [
        Stack.of(fn).formatArn({
          service: 'bedrock',
          region,
          account: '',
          resource: 'foundation-model',
          resourceName: assistant.modelId,
        }),
      ],
    }),
  );
}

/**
 * SES sending only as the configured From address, through its address or domain identity and
 * the site's configuration set: SendEmail with a configuration set is authorized on the set too.
 */
function grantMail(fn: LambdaFunction, mail: MailSettings): void {
  fn.addEnvironment('MAIL_FROM_ADDRESS', mail.from);
  fn.addEnvironment('COLLEGE_MAIL_ADDRESS', mail.to);
  fn.addEnvironment('MAIL_CONFIGURATION_SET', mail.configurationSet);
  const stack = Stack.of(fn);
  const identity = (name: string) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  const domain = mail.from.split('@')[1] ?? mail.from;
  const configurationSet = stack.formatArn({
    service: 'ses',
    resource: 'configuration-set',
    resourceName: mail.configurationSet,
  });
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [identity(mail.from), identity(domain), configurationSet],
      conditions: { StringEquals: { 'ses:FromAddress': mail.from } },
    }),
  );
}
