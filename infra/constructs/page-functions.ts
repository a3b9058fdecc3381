import { Duration, type Stack } from 'aws-cdk-lib';
import {
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { renderedFileOf } from '#web/page-documents';
import { PAGE_READS } from '#web/page-reads';
import { TABLE_ACTIONS, type TableOperation } from '../../functions/lib/resources/grants';
import { TABLES, type TableId } from '../../functions/lib/resources/tables';
import { PAGE_FUNCTIONS } from '../../functions/registry';
import { entryPath } from '../definitions/functions';
import { CampusFunction } from './campus-function';

/*
 * The edge keeps a page served with its data as long as the function says (a minute,
 * functions/pages/handler.ts), never longer than five; nothing of the viewer's is in the key: one
 * answer serves every visitor, signed in or not, as the rendered page is the same for all.
 */
function renderedPageCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'RenderedPageCache', {
    comment: 'Campus pages served with their data: kept as the function says, at most five minutes',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    cookieBehavior: CacheCookieBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

export interface PageFunctionsProps {
  /** The site bucket, whose rendered documents (the deploy's) the functions fill. */
  readonly site: IBucket;
  readonly tables: Pick<Record<TableId, ITableV2>, 'departments'>;
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
}

/**
 * The pages function (functions/registry.ts PAGE_FUNCTIONS, decision 38) behind a function URL
 * only CloudFront may call (origin access control), and the distribution's behaviour for each page
 * it serves.
 */
export function addPageFunctions(
  stack: Stack,
  props: PageFunctionsProps,
): { readonly function: IFunction; readonly behaviors: Record<string, BehaviorOptions> } {
  const behaviors: Record<string, BehaviorOptions> = {};
  const definition = PAGE_FUNCTIONS.pages;
  const fn = new CampusFunction(stack, 'pagesFunction', {
    entry: entryPath(definition.entry),
    description: definition.description,
    environment: { SITE_BUCKET: props.site.bucketName },
    define: definition.define,
  }).function;
  for (const [table, operations] of Object.entries(definition.resources.tables)) {
    const granted = props.tables[table as keyof PageFunctionsProps['tables']];
    fn.addEnvironment(TABLES[table as TableId].envVar, granted.tableName);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: operations.map((operation) => TABLE_ACTIONS[operation as TableOperation]),
        resources: [granted.tableArn],
      }),
    );
  }
  // Only the documents of the pages it serves: the deploy's, with the site's address written in.
  const paths = Object.keys(PAGE_READS);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:GetObject'],
      resources: paths.map((path) => props.site.arnForObjects(renderedFileOf(path))),
    }),
  );
  const origin = FunctionUrlOrigin.withOriginAccessControl(
    fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM }),
  );
  const cachePolicy = renderedPageCachePolicy(stack);
  for (const path of paths) {
    behaviors[path] = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy,
      responseHeadersPolicy: props.responseHeadersPolicy,
      compress: true,
    };
  }
  return { function: fn, behaviors };
}
