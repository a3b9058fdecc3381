import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS, ROUTE_LIST, routeKey } from '#shared/api/routes/index';
import { RETIRED_TABLES } from '../../functions/lib/resources/retired-tables';
import { TABLES } from '../../functions/lib/resources/tables';
import { BACKGROUND_FUNCTIONS, DEPLOY_FUNCTIONS, queuesInUse } from '../../functions/registry';
import { AUTHORIZER_CACHE_SECONDS } from '../../infra/local/authorizer';
import { campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('Campus stacks', () => {
  let data: Template;
  let api: Template;
  let web: Template;
  beforeAll(() => {
    ({ data, api, web } = campusSynth());
  });

  it('gives the HTTP API exactly the routes of the route table', () => {
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route') as Resources);
    const keys = routes.map((route) => route.Properties.RouteKey).sort();
    expect(keys).toEqual(ROUTE_LIST.map(routeKey).sort());
  });

  it('protects exactly the non-public routes with the token authorizer, cached per token and origin header', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      // As long as the local gateway keeps the authorizer's answers.
      AuthorizerResultTtlInSeconds: AUTHORIZER_CACHE_SECONDS,
      IdentitySource: ['$request.header.Authorization', '$request.header.x-campus-origin-verify'],
    });
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route') as Resources);
    for (const route of ROUTE_LIST) {
      const resource = routes.find((r) => r.Properties.RouteKey === routeKey(route));
      expect(resource?.Properties.AuthorizationType).toBe(route.access.kind === 'public' ? 'NONE' : 'CUSTOM');
    }
  });

  it('makes one Lambda per endpoint group, the authorizer, each background and each deploy function: Node 24 on arm64', () => {
    const all = Object.entries(api.findResources('AWS::Lambda::Function') as Resources);
    // CDK's one Lambda behind the deploy's triggers: its runtime and architecture are aws-cdk-lib's.
    const cdkOwn = all.filter(([id]) => id.startsWith('AWSCDKTriggerCustomResourceProvider'));
    expect(cdkOwn).toHaveLength(1);
    const functions = all.filter((entry) => !cdkOwn.includes(entry)).map(([, fn]) => fn);
    expect(functions).toHaveLength(
      FUNCTION_GROUPS.length +
        1 +
        Object.keys(BACKGROUND_FUNCTIONS).length +
        Object.keys(DEPLOY_FUNCTIONS).length,
    );
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
    }
    for (const [, fn] of all) expect(fn.Properties.LoggingConfig).toBeDefined();
    const logGroups = Object.values(api.findResources('AWS::Logs::LogGroup') as Resources);
    for (const logGroup of logGroups) expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('lets only the contact Lambdas and the mail worker (account mail, decision 18) send mail, and only from the configured address', () => {
    const policies = Object.entries(api.findResources('AWS::IAM::Policy') as Resources);
    const senders = policies.filter(([, policy]) => JSON.stringify(policy).includes('ses:SendEmail'));
    expect(senders.map(([id]) => id).sort()).toEqual([
      expect.stringMatching(/^contactFunction/),
      expect.stringMatching(/^contactRetryFunction/),
      expect.stringMatching(/^mailWorkerFunction/),
    ]);
    for (const [, policy] of senders) {
      const statement = JSON.stringify(policy);
      expect(statement).toContain('"ses:FromAddress":"no-reply@example.edu"');
      expect(statement).not.toContain('"Resource":"*"');
    }
  });

  it('retries undelivered contact mail every 10 minutes', () => {
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(10 minutes)',
      State: 'ENABLED',
    });
  });

  it('logs API access as JSON in HTTP API variables only, never the REST API’s', () => {
    const stages = Object.values(api.findResources('AWS::ApiGatewayV2::Stage') as Resources);
    expect(stages).toHaveLength(1);
    const settings = stages[0]?.Properties.AccessLogSettings as { Format: string };
    const variables = Object.values(JSON.parse(settings.Format) as Record<string, string>);
    // The $context variables an HTTP API stage accepts (API Gateway's HTTP API logging reference).
    const HTTP_API_VARIABLES = new Set([
      '$context.requestId',
      '$context.requestTime',
      '$context.routeKey',
      '$context.status',
      '$context.responseLatency',
      '$context.integrationLatency',
      '$context.integrationErrorMessage',
      '$context.authorizer.error',
      '$context.identity.sourceIp',
      '$context.identity.userAgent',
      '$context.protocol',
      '$context.responseLength',
      '$context.httpMethod',
      '$context.path',
    ]);
    expect(variables.filter((variable) => !HTTP_API_VARIABLES.has(variable))).toEqual([]);
    for (const needed of [
      '$context.requestId',
      '$context.routeKey',
      '$context.status',
      '$context.identity.sourceIp',
    ]) {
      expect(variables).toContain(needed);
    }
    expect(settings.Format).not.toMatch(/resourcePath|resourceId|identity\.caller|identity\.user\b/);
  });

  it('provisions only the queues some function uses, each with its dead-letter queue', () => {
    const queues = Object.keys(data.findResources('AWS::SQS::Queue'));
    expect(queues).toHaveLength(2 * queuesInUse().length);
  });

  it('feeds the GPT worker from its queue and the failed-task function from the dead-letter queue, reporting partial failures', () => {
    const mappings = Object.values(api.findResources('AWS::Lambda::EventSourceMapping') as Resources);
    const queueFunctions = Object.values(BACKGROUND_FUNCTIONS).filter((fn) => fn.trigger.kind !== 'schedule');
    expect(mappings).toHaveLength(queueFunctions.length);
    for (const mapping of mappings)
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const sources = mappings.map((mapping) => JSON.stringify(mapping.Properties.EventSourceArn));
    expect(sources.some((source) => /gptTasksQueue(?!.*DeadLetter)/.test(source))).toBe(true);
    expect(sources.some((source) => /gptTasksDeadLetterQueue/.test(source))).toBe(true);
    // The worker's queue hides a message six times the worker's timeout.
    data.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 6 * BACKGROUND_FUNCTIONS.gptWorker.timeoutSeconds,
      RedrivePolicy: { maxReceiveCount: 3 },
    });
  });

  it('makes every table of the definitions on demand, with point-in-time recovery', () => {
    const tables = Object.values(data.findResources('AWS::DynamoDB::GlobalTable') as Resources);
    expect(tables).toHaveLength(Object.keys(TABLES).length + Object.keys(RETIRED_TABLES).length);
    for (const table of tables) {
      expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
      const replicas = table.Properties.Replicas as { PointInTimeRecoverySpecification?: unknown }[];
      for (const replica of replicas) {
        expect(replica.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      }
    }
  });

  it('keeps a retired table, and the exports the API stack imported from it, for one more deploy', () => {
    // The names the API stack of the release before imported the sessions table by: CloudFormation
    // refuses to remove an export in use, so they stay until the API stack has moved off them.
    const imported = [
      'CampusData:ExportsOutputFnGetAttsessionsTable12F32B00ArnFC7653B1',
      'CampusData:ExportsOutputRefsessionsTable12F32B009616B84E',
    ];
    const exported = Object.values(data.toJSON().Outputs as Record<string, { Export?: { Name: string } }>)
      .map((output) => output.Export?.Name)
      .filter((name) => name !== undefined);
    expect(exported).toEqual(expect.arrayContaining(imported));
    expect(JSON.stringify(api.toJSON())).not.toMatch(/sessionsTable12F32B00/);
    const retired = data.findResources('AWS::DynamoDB::GlobalTable', {
      Properties: { KeySchema: [{ AttributeName: 'sessionId', KeyType: 'HASH' }] },
    });
    expect(Object.values(retired).map((table) => table.DeletionPolicy)).toEqual(['Retain']);
  });

  it('gives the faculty table the index the department query uses', () => {
    const tables = Object.values(data.findResources('AWS::DynamoDB::GlobalTable') as Resources);
    const indexes = tables.flatMap(
      (table) =>
        (table.Properties.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown }[],
    );
    expect(indexes.find((index) => index.IndexName === 'byDepartment')?.KeySchema).toEqual([
      { AttributeName: 'department', KeyType: 'HASH' },
      { AttributeName: 'name', KeyType: 'RANGE' },
    ]);
  });

  it('blocks public access on every bucket, requires TLS, and names none', () => {
    for (const template of [data, web]) {
      const buckets = template.findResources('AWS::S3::Bucket') as Resources;
      expect(Object.keys(buckets).length).toBeGreaterThan(0);
      for (const bucket of Object.values(buckets)) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketName).toBeUndefined();
      }
      const policies = Object.values(template.findResources('AWS::S3::BucketPolicy') as Resources);
      expect(policies).toHaveLength(Object.keys(buckets).length);
      for (const policy of policies) expect(JSON.stringify(policy)).toContain('aws:SecureTransport');
    }
  });

  it('serves the site through CloudFront with origin access control and /api/* on the same domain', () => {
    // One for the site bucket, one for the public media bucket, one for the pages function's URL.
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 3);
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources);
    const config = distribution?.Properties.DistributionConfig as {
      DefaultRootObject: string;
      CacheBehaviors: { PathPattern: string; AllowedMethods: string[] }[];
      DefaultCacheBehavior: { FunctionAssociations: unknown[]; ResponseHeadersPolicyId: unknown };
    };
    expect(config.DefaultRootObject).toBe('index.html');
    const apiBehavior = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(apiBehavior?.AllowedMethods).toContain('POST');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('sends the API a secret only CloudFront knows, and every Lambda API Gateway calls can check it', () => {
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources);
    const config = distribution?.Properties.DistributionConfig as {
      Origins: {
        CustomOriginConfig?: unknown;
        OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
      }[];
    };
    // The pages function's origin (page-functions.test.ts) is the other custom one, sent no header.
    const apiOrigin = config.Origins.find(
      (origin) => origin.CustomOriginConfig && origin.OriginCustomHeaders,
    );
    const header = apiOrigin?.OriginCustomHeaders?.find(
      ({ HeaderName }) => HeaderName === 'x-campus-origin-verify',
    );
    // A dynamic reference to the generated secret: the value itself is never in the template.
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*:SecretString:::\}\}/);
    // One secret, rotated in place (origin-rotation.test.ts), so its description names no generation.
    data.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: 'Campus: proves an API request came through CloudFront',
    });

    const functions = Object.entries(api.findResources('AWS::Lambda::Function') as Resources);
    const checking = functions.filter(([, fn]) =>
      JSON.stringify(fn.Properties).includes('ORIGIN_SECRET_ARN'),
    );
    expect(checking.map(([id]) => id.replace(/Function.*$/, '')).sort()).toEqual(
      [...FUNCTION_GROUPS, 'authorizer'].sort(),
    );
  });

  it('sends security headers with every response', () => {
    const policy = Object.values(
      web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources,
    ).find((candidate) => JSON.stringify(candidate).includes('default-src'));
    const headers = JSON.stringify(policy?.Properties);
    for (const header of [
      'ContentSecurityPolicy',
      'StrictTransportSecurity',
      'FrameOptions',
      'ContentTypeOptions',
    ]) {
      expect(headers).toContain(header);
    }
    expect(headers).toContain("frame-ancestors 'none'");
  });
});
