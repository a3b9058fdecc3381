import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IDatabaseCluster } from 'aws-cdk-lib/aws-rds';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { BUCKETS, type BucketId } from '../../functions/lib/resources/buckets';
import {
  type BucketGrant,
  type FunctionResources,
  TABLE_ACTIONS,
  type TableGrants,
  type TableOperation,
} from '../../functions/lib/resources/grants';
import { QUEUES, type QueueId } from '../../functions/lib/resources/queues';
import { SEARCH_DATABASE_ENV, SEARCH_DATABASE_NAME } from '../../functions/lib/resources/search-database';
import { SETTINGS, type SettingId } from '../../functions/lib/resources/settings';
import { TABLES, type TableId } from '../../functions/lib/resources/tables';
import type { AssistantSettings } from '../config/campus-config';
import { grantEmbeddings, grantModel, grantReranker } from './model-grants';
import { wildcardResourceFinding } from './nag-findings';

export interface MailSettings {
  readonly from: string;
  readonly to: string;
  /** The SES configuration set every mail goes through (MailStack). */
  readonly configurationSet: string;
  /** SES in its sandbox authorizes a send on each recipient's verified identity too (campus:mailSandbox). */
  readonly sandbox?: boolean;
}

/** The assistant's search database: an Aurora cluster and the secret the Data API signs in with. */
export interface SearchDatabaseResources {
  readonly cluster: IDatabaseCluster;
  readonly secret: ISecret;
}

/**
 * The RDS Data API's calls the search database's code makes (functions/lib/search-database.ts):
 * statements and transactions, never a batch. Exactly what `grantSearchDatabase` grants, named here
 * so the grant and its tests read the same list (tests/infra/grants.test.ts holds it to the calls
 * each function's bundle makes).
 */
export const DATA_API_ACTIONS = [
  'rds-data:BeginTransaction',
  'rds-data:CommitTransaction',
  'rds-data:ExecuteStatement',
  'rds-data:RollbackTransaction',
] as const;

/** The Data API actions a function's resources grant it: none, single statements, or all of them. */
export const dataApiActionsOf = (resources: Pick<FunctionResources, 'searchDatabase'>): readonly string[] =>
  resources.searchDatabase === 'statements'
    ? ['rds-data:ExecuteStatement']
    : resources.searchDatabase
      ? DATA_API_ACTIONS
      : [];

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
  readonly searchDatabase: SearchDatabaseResources;
  readonly mail: MailSettings;
  /** Each deploy setting's value, given only to the functions that declare it. */
  readonly settings: Record<SettingId, string>;
}

/** Grants a Lambda exactly the resources named for it, and tells it their names. */
export function grantResources(fn: LambdaFunction, resources: FunctionResources, data: DataResources): void {
  for (const [id, grant] of Object.entries(resources.tables ?? {}) as [TableId, TableGrants[TableId]][]) {
    const table = data.tables[id];
    fn.addEnvironment(TABLES[id].envVar, table.tableName);
    grantTable(fn, table, grant ?? []);
  }
  for (const [id, grant] of Object.entries(resources.buckets ?? {}) as [
    BucketId,
    BucketGrant | undefined,
  ][]) {
    fn.addEnvironment(BUCKETS[id].envVar, data.buckets[id].bucketName);
    grantBucket(fn, id, data.bucketArns[id], grant ?? {});
  }
  for (const id of resources.queues ?? []) {
    fn.addEnvironment(QUEUES[id].envVar, data.queues[id].queueUrl);
    data.queues[id].grantSendMessages(fn);
  }
  for (const id of resources.settings ?? []) fn.addEnvironment(SETTINGS[id].envVar, data.settings[id]);
  if (resources.sendsMail) grantMail(fn, data.mail);
  if (resources.asksModel) grantModel(fn, data.assistant);
  else if (resources.embeds) grantEmbeddings(fn, data.assistant);
  if (resources.reranks) grantReranker(fn, data.assistant);
  if (resources.signingKey) {
    fn.addEnvironment('JWT_SECRET_ARN', data.signingKey.secretArn);
    data.signingKey.grantRead(fn);
  }
  if (resources.originSecret) {
    fn.addEnvironment('ORIGIN_SECRET_ARN', data.originSecret.secretArn);
    data.originSecret.grantRead(fn);
  }
  if (resources.searchDatabase) grantSearchDatabase(fn, data.searchDatabase, dataApiActionsOf(resources));
}

/**
 * The Data API on the one cluster, and reading its secret, which the Data API is handed with every
 * call and reads as the caller. `cluster.grantDataApiAccess` grants about the same (all of these actions
 * and BatchExecuteStatement, which no code calls, on the cluster's ARN, then the secret's read), but
 * it also switches the Data API on for the cluster it is called on, which belongs to the data
 * stack; so the two grants are made here.
 */
function grantSearchDatabase(
  fn: LambdaFunction,
  database: SearchDatabaseResources,
  actions: readonly string[],
): void {
  fn.addEnvironment(SEARCH_DATABASE_ENV.clusterArn, database.cluster.clusterArn);
  fn.addEnvironment(SEARCH_DATABASE_ENV.secretArn, database.secret.secretArn);
  fn.addEnvironment(SEARCH_DATABASE_ENV.database, SEARCH_DATABASE_NAME);
  fn.addToRolePolicy(
    new PolicyStatement({ actions: [...actions], resources: [database.cluster.clusterArn] }),
  );
  database.secret.grantRead(fn);
}

/**
 * The named operations' actions on the table itself, and Query on just the indexes it queries: no
 * `index/*` or action wildcards, no Scan or Batch* where the code neither scans nor batches.
 */
function grantTable(fn: LambdaFunction, table: ITableV2, operations: readonly string[]): void {
  const onTable = operations.filter((operation): operation is TableOperation => operation in TABLE_ACTIONS);
  const queried = operations.flatMap((operation) =>
    operation.startsWith('query:') ? [operation.slice(6)] : [],
  );
  if (onTable.length > 0)
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: onTable.map((operation) => TABLE_ACTIONS[operation]),
        resources: [table.tableArn],
      }),
    );
  if (queried.length > 0)
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [TABLE_ACTIONS.query],
        resources: queried.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
}

const OBJECT_ACTIONS = { get: 's3:GetObject', put: 's3:PutObject', delete: 's3:DeleteObject' } as const;

/**
 * Named object actions (no `s3:*Object*` wildcards), each on the key prefixes the function works
 * under (`extracted/*`), and ListBucket where it reads, so a missing object answers 404, not 403.
 */
function grantBucket(fn: LambdaFunction, id: BucketId, bucketArn: string, grant: BucketGrant): void {
  const exportName = (Stack.of(fn).resolve(bucketArn) as { 'Fn::ImportValue'?: string })['Fn::ImportValue'];
  const patterns = new Set<string>();
  for (const [operation, action] of Object.entries(OBJECT_ACTIONS) as [keyof BucketGrant, string][]) {
    const prefixes = grant[operation] ?? [];
    if (prefixes.length === 0) continue;
    const keys = prefixes.map((prefix) => (prefix === '*' ? '*' : `${prefix}*`));
    for (const key of keys) patterns.add(key);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [action], resources: keys.map((key) => `${bucketArn}/${key}`) }),
    );
  }
  if (grant.get?.length)
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }));
  // The finding sits on the role's policy, which CampusFunction makes beside the function.
  for (const key of patterns)
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${exportName ?? id}/${key}]`,
      reason:
        key === '*'
          ? 'Object keys are made by the server for each upload (a UUID), so one bucket’s objects is the narrowest resource.'
          : `Object keys under ${key.slice(0, -1)} are made by the server (a UUID each), so the prefix is the narrowest resource.`,
    });
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
  // In the sandbox the recipients' verified identities are authorized on too.
  const recipients = identity('*');
  const configurationSet = stack.formatArn({
    service: 'ses',
    resource: 'configuration-set',
    resourceName: mail.configurationSet,
  });
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        identity(mail.from),
        identity(domain),
        configurationSet,
        ...(mail.sandbox ? [recipients] : []),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': mail.from } },
    }),
  );
  if (mail.sandbox) {
    Validations.of(fn.role ?? fn).acknowledge({
      id: wildcardResourceFinding(fn, recipients),
      reason:
        'campus:mailSandbox: in the SES sandbox a send is authorized on each recipient’s verified identity as well as the sender’s, and the recipients are whoever an Admin verified; the ses:FromAddress condition still allows sending only as the site’s From address.',
    });
  }
}
