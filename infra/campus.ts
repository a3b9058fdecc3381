import { type App, Aspects, Fn } from 'aws-cdk-lib';
import { campusConfig } from './config/campus-config';
import { capacityConfig } from './config/capacity-config';
import { dataLifecycleConfig } from './config/data-lifecycle-config';
import { edgeConfig } from './config/edge-config';
import { mailConfig } from './config/mail-config';
import { transportConfig } from './config/transport-config';
import { ExpiringFunctionLogs } from './constructs/function-logs';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeSecurityStack } from './stacks/edge-security-stack';
import { MailStack } from './stacks/mail-stack';
import { OperationsStack } from './stacks/operations-stack';
import { WebStack } from './stacks/web-stack';

export interface CampusOptions {
  readonly webAssetPath: string;
}

/** The stacks of a Campus deployment, in the account and region the CDK CLI is set to. */
export function buildCampus(app: App, options: CampusOptions) {
  const config = campusConfig(app);
  const lifecycle = dataLifecycleConfig(app);
  const transport = transportConfig(app);
  const capacity = capacityConfig(app.node);
  const edge = edgeConfig(app);
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const data = new DataStack(app, 'CampusData', {
    env,
    description: 'Campus: tables, buckets, queues',
    retiredOriginSecretGeneration: transport.retiredOriginSecretGeneration,
    noncurrentVersionDays: lifecycle.noncurrentVersionDays,
    attachmentDays: lifecycle.retentionDays.gptTasks,
    searchDatabaseCapacity: capacity.searchDatabase,
  });
  const mail = mailConfig(app, config.mailFromAddress);
  const mailStack = new MailStack(app, 'CampusMail', {
    env,
    description: 'Campus: how mail leaves SES (configuration set, optionally the domain identity)',
    config: mail,
  });
  const api = new ApiStack(app, 'CampusApi', {
    env,
    description: 'Campus: HTTP API and Lambda functions',
    tables: data.tables,
    buckets: data.buckets,
    bucketArns: data.bucketArns,
    queues: data.queues,
    deadLetterQueues: data.deadLetterQueues,
    signingKey: data.signingKey,
    originSecret: data.originSecret,
    searchDatabase: {
      cluster: data.searchDatabase.cluster,
      secret: data.searchDatabase.secret,
    },
    mail: {
      from: config.mailFromAddress,
      to: config.collegeMailAddress,
      configurationSet: mailStack.configurationSetName,
      sandbox: mail.sandbox,
    },
    assistant: config.assistant,
    capacity,
    // `*`: no domains named, so any may sign up (a trial deploy); a college names its own.
    settings: {
      signupEmailDomains: config.signupEmailDomains.join(',') || '*',
      trustedNetworks: config.trustedNetworks.join(','),
      contactRetentionDays: String(lifecycle.retentionDays.contact),
      chatRetentionDays: String(lifecycle.retentionDays.chat),
      gptTaskRetentionDays: String(lifecycle.retentionDays.gptTasks),
      uploadQuotaMb: String(lifecycle.uploadQuotaMb),
    },
  });
  // CloudFront takes web ACLs from us-east-1 only: the ACL alone goes there (decision 19).
  if (edge.waf && env.region === undefined) {
    throw new Error(
      'campus:wafRateLimit and campus:wafManagedRules need the region to deploy to (AWS_REGION or the profile’s), to hand the web ACL across regions',
    );
  }
  const edgeSecurity = edge.waf
    ? new EdgeSecurityStack(app, 'CampusEdgeSecurity', {
        env,
        description: 'Campus: the CloudFront web ACL (always in us-east-1)',
        waf: edge.waf,
      })
    : undefined;
  const web = new WebStack(app, 'CampusWeb', {
    env,
    crossRegionReferences: edgeSecurity !== undefined,
    description: 'Campus: CloudFront, web app bucket',
    apiDomain: Fn.select(2, Fn.split('/', api.api.apiEndpoint)),
    originSecret: data.originSecret,
    originSecretGeneration: config.originSecretGeneration,
    hstsPreload: transport.hstsPreload,
    webAssetPath: options.webAssetPath,
    departmentsTable: data.tables.departments,
    edge: { ...edge, webAclArn: edgeSecurity?.webAclArn ?? edge.webAclArn },
    media: {
      bucketName: data.buckets.media.bucketName,
      regionalDomainName: data.buckets.media.bucketRegionalDomainName,
    },
    // The SDK signs the form for the bucket's regional host; in us-east-1 a browser may also be
    // sent to the global one. Both are named; nothing wider.
    uploadHosts: [data.buckets.files, data.buckets.media].flatMap((bucket) => [
      bucket.bucketRegionalDomainName,
      `${bucket.bucketName}.s3.amazonaws.com`,
    ]),
  });
  const alarmEmail: unknown = app.node.tryGetContext('campus:alarmEmail');
  if (
    alarmEmail !== undefined &&
    (typeof alarmEmail !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail))
  ) {
    throw new Error(`campus:alarmEmail must be an email address, not ${JSON.stringify(alarmEmail)}`);
  }
  const operations = new OperationsStack(app, 'CampusOps', {
    env,
    description: 'Campus: alarms and dashboard',
    functions: [...api.allFunctions, web.pagesFunction].map((fn) => ({
      id: fn.node.scope?.node.id ?? fn.node.id,
      fn,
    })),
    api: api.api,
    deadLetterQueues: Object.values(data.deadLetterQueues),
    // A question is answered in seconds and the page waits 3 minutes; a note is indexed in one.
    waitedOn: [
      { id: 'GptTasks', queue: data.queues.gptTasks, maxAgeSeconds: 120 },
      { id: 'GptIngest', queue: data.queues.gptIngest, maxAgeSeconds: 600 },
    ],
    alarmEmail: typeof alarmEmail === 'string' ? alarmEmail : undefined,
    monthlyBudgetUsd: capacity.monthlyBudgetUsd,
    searchDatabase: {
      clusterIdentifier: data.searchDatabase.cluster.clusterIdentifier,
      maxCapacity: capacity.searchDatabase.maxCapacity,
    },
  });
  // CDK's own custom-resource Lambdas get log groups that expire (constructs/function-logs.ts).
  Aspects.of(app).add(new ExpiringFunctionLogs());
  return { data, api, web, operations, edgeSecurity, mail: mailStack };
}
