import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup, ROUTE_LIST, usesAuthorizer } from '#shared/api/routes/index';
import { ORIGIN_HEADER } from '../../functions/lib/origin';
import { API_FUNCTIONS, AUTHORIZER, type FunctionDefinition } from '../../functions/registry';
import { type CapacityConfig, queueConcurrency } from '../config/capacity-config';
import { countRefusals } from '../constructs/api-refusals';
import { addBackgroundFunctions } from '../constructs/background-functions';
import { CampusFunction } from '../constructs/campus-function';
import { addDeployFunctions } from '../constructs/deploy-functions';
import { type DataResources, grantResources } from '../constructs/grant-resources';
import { entryPath } from '../definitions/functions';

export interface ApiStackProps extends StackProps, DataResources {
  /** The stage throttle and the queue workers' concurrency (capacity-config.ts). */
  readonly capacity: CapacityConfig;
}

/*
 * One JSON line per request, in HTTP API context variables only: the REST API's standard format
 * names `$context.resourcePath` and others that an HTTP API stage refuses, failing the deploy.
 */
export const HTTP_API_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
});

/**
 * The HTTP API: every route of the shared route table, one Lambda per endpoint group; and the
 * background and deploy-time functions.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions = {} as Record<FunctionGroup, IFunction>;
  /** Every Lambda of the API: the groups, the authorizer and the background functions (for alarms). */
  readonly allFunctions: IFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', { createDefaultStage: false, description: 'Campus API' });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_YEAR });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      // Sized by the load model (infra/load-model/load-model.ts): twice the exam-week peak; 429s are counted.
      throttle: { rateLimit: props.capacity.apiRateLimit, burstLimit: props.capacity.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(HTTP_API_ACCESS_LOG_FORMAT),
      },
    });
    countRefusals(this, accessLogs);

    /*
     * The authorizer's answer depends on the token and the origin header alone, so API Gateway
     * keeps it five minutes per pair (both are the cache key, so a refused direct call never
     * shadows the site's own). Logging out still ends access at once: each handler checks that
     * the session is live on every call.
     */
    const authorizer = new HttpLambdaAuthorizer(
      'SessionAuthorizer',
      this.makeFunction('authorizer', AUTHORIZER, props),
      {
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        identitySource: ['$request.header.Authorization', `$request.header.${ORIGIN_HEADER}`],
        resultsCacheTtl: Duration.minutes(5),
      },
    );

    const integrations = {} as Record<FunctionGroup, HttpLambdaIntegration>;
    for (const group of FUNCTION_GROUPS) {
      const fn = this.makeFunction(group, API_FUNCTIONS[group], props);
      this.functions[group] = fn;
      integrations[group] = new HttpLambdaIntegration(`${group}Integration`, fn);
    }

    this.allFunctions.push(
      ...addBackgroundFunctions(this, props, queueConcurrency(props.capacity.gptMaxConcurrency)),
    );
    // The search database's migrations, run by the deploy (decision 30).
    this.allFunctions.push(...addDeployFunctions(this, props));

    for (const route of ROUTE_LIST) {
      const httpRoutes = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.group],
        authorizer: usesAuthorizer(route) ? authorizer : undefined,
      });
      if (usesAuthorizer(route)) continue;
      for (const httpRoute of httpRoutes) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'A public route (access PUBLIC in shared/api/routes): anyone may call it by design.',
        });
      }
    }
  }

  private makeFunction(id: string, definition: FunctionDefinition, props: ApiStackProps): IFunction {
    const fn = new CampusFunction(this, `${id}Function`, {
      entry: entryPath(definition.entry),
      description: definition.description,
      memorySize: definition.resources.memorySize,
    }).function;
    grantResources(fn, definition.resources, props);
    this.allFunctions.push(fn);
    return fn;
  }
}
