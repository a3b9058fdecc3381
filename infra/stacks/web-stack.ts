import {
  Annotations,
  CfnOutput,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { robotsTxt, sitemapXml } from '#web/crawlers';
import { ORIGIN_HEADER } from '../../functions/lib/origin';
import { cloudFrontPriceClass, type EdgeConfig } from '../config/edge-config';
import { originSecretVersionId } from '../config/transport-config';
import { logsBucket, privateBucket } from '../constructs/buckets';
import { mediaCachePolicy } from '../constructs/media-cache';
import { addPageFunctions } from '../constructs/page-functions';
import { acknowledgeBucketDeployment } from './bucket-deployment-findings';
import { apiCachePolicy, securityHeadersPolicy } from './edge-policies';
import { RENDERED_FILES, renderedPageSources } from './rendered-pages';
import {
  contentSecurityPolicy,
  MEDIA_CONTENT_SECURITY_POLICY,
  PAGE_DOCUMENT_FUNCTION,
  VIEWER_HEADERS_FUNCTION,
} from './web-policies';

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';

export interface WebStackProps extends StackProps {
  /** The HTTP API's host, e.g. `abc123.execute-api.eu-west-1.amazonaws.com`. */
  readonly apiDomain: string;
  /** Sent with every API request, so the API can refuse calls that bypass CloudFront. */
  readonly originSecret: ISecret;
  /** Which of its values CloudFront sends (`campus:originSecretGeneration`, transport-config.ts). */
  readonly originSecretGeneration: number;
  /** HSTS with `includeSubDomains; preload` (`campus:hstsPreload`, transport-config.ts). */
  readonly hstsPreload?: boolean;
  /** The built web app (`npm run build:web` output, with its rendered pages). */
  readonly webAssetPath: string;
  /** The public-files bucket; CloudFront serves its media/ prefix at /media/*. */
  readonly media: { readonly bucketName: string; readonly regionalDomainName: string };
  /** The buckets' hosts the browser posts uploads to (the CSP's connect-src). */
  readonly uploadHosts: readonly string[];
  readonly edge: EdgeConfig;
  /** The departments the Departments page is served with (decision 38). */
  readonly departmentsTable: ITableV2;
}

/** CloudFront in front of the React build (S3, origin access control) and the API under /api/*. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** The function that serves public pages with their data; watched with the API's (OperationsStack). */
  readonly pagesFunction: IFunction;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = logsBucket(this, 'CdnLogsBucket', { forCloudFront: true });
    // The site bucket holds only the build, which every deploy writes again.
    // Emptied and deleted with the stack: it holds only builds, which a deploy writes again.
    const site = privateBucket(this, 'SiteBucket', logs, 'site', {
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const hstsPreload = props.hstsPreload ?? false;
    const securityHeaders = securityHeadersPolicy(this, 'SecurityHeaders', {
      csp: contentSecurityPolicy(props.uploadHosts),
      frameOption: HeadersFrameOption.DENY,
      hstsPreload,
    });
    // Public files may be framed by the site itself (the academic calendar's embedded viewer).
    const mediaHeaders = securityHeadersPolicy(this, 'MediaHeaders', {
      csp: MEDIA_CONTENT_SECURITY_POLICY,
      frameOption: HeadersFrameOption.SAMEORIGIN,
      hstsPreload,
    });

    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(PAGE_DOCUMENT_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves each rendered page its HTML and other client-side routes the app shell',
    });

    const viewerHeaders = new EdgeFunction(this, 'ClientAddress', {
      code: FunctionCode.fromInline(VIEWER_HEADERS_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer address and the site address to the API',
    });

    // Imported by name: the bucket's own stack already lets CloudFront read media/ (see DataStack),
    // and letting this stack write that policy would make the two stacks depend on each other.
    const media = Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketName: props.media.bucketName,
      bucketRegionalDomainName: props.media.regionalDomainName,
    });

    // /departments: served with its list, kept at the edge a minute (decision 38).
    const pages = addPageFunctions(this, {
      site,
      tables: { departments: props.departmentsTable },
      responseHeadersPolicy: securityHeaders,
    });
    this.pagesFunction = pages.function;

    const api: BehaviorOptions = {
      // A dynamic reference: CloudFormation reads the value at deploy; the template holds none.
      // From generation 2 it names the version put for it, so a raised generation changes
      // the reference, and CloudFormation reads the secret again (docs/operations.md, “Rotate the origin secret”).
      origin: new HttpOrigin(props.apiDomain, {
        customHeaders: {
          [ORIGIN_HEADER]: SecretValue.secretsManager(props.originSecret.secretArn, {
            versionId: originSecretVersionId(props.originSecretGeneration),
          }).unsafeUnwrap(),
        },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Compressed at the edge, never cached (edge-policies.ts).
      cachePolicy: apiCachePolicy(this, 'ApiCachePolicy'),
      compress: true,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [{ function: viewerHeaders, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const { domain, webAclArn } = props.edge;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Campus website',
      ...(domain && {
        domainNames: [domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      // CampusEdgeSecurity's (us-east-1), or an existing one's (campus:webAclArn); see campus.ts.
      webAclId: webAclArn,
      defaultRootObject: 'index.html',
      // 200 by default: the first class with India's edge locations (campus:priceClass).
      priceClass: cloudFrontPriceClass(props.edge.priceClass),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cdn/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...pages.behaviors,
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(media),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          // A deleted file leaves the edge within minutes (decision 20).
          cachePolicy: mediaCachePolicy(this),
          responseHeadersPolicy: mediaHeaders,
          compress: true,
        },
        // A calendar app turns webcal:// into http:// (decision 52): only the feed is redirected to
        // HTTPS; every other API call stays HTTPS-only, so no session ever travels in clear.
        '/api/feeds/*/calendar.ics': {
          ...api,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        },
        '/api/*': api,
      },
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket’s own stack grants CloudFront read access to media/ (see DataStack).',
    );
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A college website is open to visitors from every country; no geo restriction.',
    });
    if (webAclArn === undefined) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF is an optional, paid add-on (campus:wafRateLimit, campus:wafManagedRules or campus:webAclArn turn it on); API throttling and login rate limits apply.',
      });
    }
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain was given, so the site uses *.cloudfront.net, whose certificate cannot set a minimum TLS version; campus:domainName with campus:certificateArn sets TLSv1.2_2021.',
      });
    }

    // Hashed assets: cached for a year, and never pruned, so a tab still running the previous
    // build can load its lazy chunks after a deploy. Source maps stay out of the public bucket.
    const assets = new BucketDeployment(this, 'DeployWebAssets', {
      sources: [Source.asset(props.webAssetPath, { exclude: ['**/*.map'] })],
      destinationBucket: site,
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [CacheControl.fromString(HASHED_ASSET_CACHE)],
      memoryLimit: 512,
    });
    // Everything else (the rendered pages and the crawlers' files for the site's own address, the
    // app shell, images) is fetched afresh, then the cache is cleared.
    const siteOrigin = `https://${domain ? domain.name : this.distribution.distributionDomainName}`;
    const documents = new BucketDeployment(this, 'DeployWebApp', {
      sources: [
        Source.asset(props.webAssetPath, { exclude: ['**/*.map', ...RENDERED_FILES] }),
        ...renderedPageSources(props.webAssetPath, siteOrigin),
        Source.data('robots.txt', robotsTxt(siteOrigin)),
        Source.data('sitemap.xml', sitemapXml(siteOrigin)),
      ],
      destinationBucket: site,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString(PAGE_CACHE)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    documents.node.addDependency(assets);
    // The new documents, and the invalidation that follows them, once the pages function that
    // fills them is the new build's: else for a minute the edge could keep one filled by the old.
    documents.node.addDependency(pages.function);
    acknowledgeBucketDeployment(this, assets, site);
    acknowledgeBucketDeployment(this, documents, site);

    new CfnOutput(this, 'SiteUrl', {
      value: `https://${this.distribution.distributionDomainName}`,
      description: 'The Campus website (and its API under /api)',
    });
  }
}
