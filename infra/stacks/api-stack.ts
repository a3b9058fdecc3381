import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup, ROUTE_LIST } from '../../shared/api/routes';
import { CampusFunction } from '../constructs/campus-function';
import { BUCKETS, type BucketId } from '../definitions/buckets';
import { handlerEntry } from '../definitions/functions';
import { GROUP_RESOURCES } from '../definitions/permissions';
import { QUEUES, type QueueId } from '../definitions/queues';
import { TABLES, type TableId } from '../definitions/tables';

export interface ApiStackProps extends StackProps {
  readonly tables: Record<TableId, ITableV2>;
  readonly buckets: Record<BucketId, IBucket>;
  readonly queues: Record<QueueId, IQueue>;
}

/** The HTTP API: every route of the shared route table, one Lambda per endpoint group. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions = {} as Record<FunctionGroup, IFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', { createDefaultStage: false, description: 'Campus API' });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_YEAR });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });

    const integrations = {} as Record<FunctionGroup, HttpLambdaIntegration>;
    for (const group of FUNCTION_GROUPS) {
      const fn = this.groupFunction(group, props);
      this.functions[group] = fn;
      integrations[group] = new HttpLambdaIntegration(`${group}Integration`, fn);
    }

    for (const route of ROUTE_LIST) {
      const httpRoutes = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.group],
      });
      if (route.access.kind === 'public') {
        for (const httpRoute of httpRoutes) {
          Validations.of(httpRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: 'A public route of the route table: anyone may call it (DESIGN §3).',
          });
        }
      }
    }
  }

  /** The group's Lambda, granted exactly the resources GROUP_RESOURCES names, and told their names. */
  private groupFunction(group: FunctionGroup, props: ApiStackProps): IFunction {
    const resources = GROUP_RESOURCES[group];
    const environment: Record<string, string> = {};
    const fn = new CampusFunction(this, `${group}Function`, {
      entry: handlerEntry(group),
      description: `Campus API: ${group}`,
      environment,
    }).function;
    for (const [id, access] of Object.entries(resources.tables ?? {}) as [TableId, string][]) {
      const table = props.tables[id];
      fn.addEnvironment(TABLES[id].envVar, table.tableName);
      if (access === 'read') table.grantReadData(fn);
      else table.grantReadWriteData(fn);
    }
    for (const [id, access] of Object.entries(resources.buckets ?? {}) as [BucketId, string][]) {
      const bucket = props.buckets[id];
      fn.addEnvironment(BUCKETS[id].envVar, bucket.bucketName);
      if (access === 'read') bucket.grantRead(fn);
      else bucket.grantReadWrite(fn);
    }
    for (const id of resources.queues ?? []) {
      fn.addEnvironment(QUEUES[id].envVar, props.queues[id].queueUrl);
      props.queues[id].grantSendMessages(fn);
    }
    return fn;
  }
}
