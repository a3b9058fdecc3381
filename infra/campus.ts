import { type App, Fn } from 'aws-cdk-lib';
import { campusConfig } from './config';
import { edgeConfig } from './edge-config';
import { mailConfig } from './mail-config';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { MailStack } from './stacks/mail-stack';
import { OperationsStack } from './stacks/operations-stack';
import { WebStack } from './stacks/web-stack';

export interface CampusOptions {
  readonly webAssetPath: string;
}

/** The stacks of a Campus deployment, in the account and region the CDK CLI is set to. */
export function buildCampus(app: App, options: CampusOptions) {
  const config = campusConfig(app);
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const data = new DataStack(app, 'CampusData', {
    env,
    description: 'Campus: tables, buckets, queues',
    originSecretGeneration: config.originSecretGeneration,
  });
  const mailStack = new MailStack(app, 'CampusMail', {
    env,
    description: 'Campus: how mail leaves SES (configuration set, optionally the domain identity)',
    config: mailConfig(app, config.mailFromAddress),
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
    mail: {
      from: config.mailFromAddress,
      to: config.collegeMailAddress,
      configurationSet: mailStack.configurationSetName,
    },
    assistant: config.assistant,
    // `*`: no domains named, so any may sign up (a trial deploy); a college names its own.
    settings: {
      signupEmailDomains: config.signupEmailDomains.join(',') || '*',
      trustedNetworks: config.trustedNetworks.join(','),
    },
  });
  const web = new WebStack(app, 'CampusWeb', {
    env,
    description: 'Campus: CloudFront, web app bucket',
    apiDomain: Fn.select(2, Fn.split('/', api.api.apiEndpoint)),
    originSecret: data.originSecret,
    webAssetPath: options.webAssetPath,
    edge: edgeConfig(app),
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
    functions: api.allFunctions.map((fn) => ({ id: fn.node.scope?.node.id ?? fn.node.id, fn })),
    api: api.api,
    deadLetterQueues: Object.values(data.deadLetterQueues),
    alarmEmail: typeof alarmEmail === 'string' ? alarmEmail : undefined,
  });
  return { data, api, web, operations, mail: mailStack };
}
