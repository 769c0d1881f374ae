import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseHeadersStrictTransportSecurity,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { originVerifyHeader } from '#functions';
import { routes } from '#shared/routes';
import { livePath } from '#shared/shopping/live-protocol';
import {
  contentSecurityPolicyFor,
  referrerPolicy,
  strictTransportSecurity,
} from '#shared/web-security-headers';
import { spaRewriteCode } from './spa-rewrite';
import { viewerAddressCode } from './viewer-address';

export interface WebDistributionProps {
  /** Directory holding the built web app (index.html plus Vite's hashed files under assets/). */
  webAssetPath: string;
  /** Served under /api/* on the same origin, so the app needs no CORS and no API URL at build time. */
  api: IHttpApi;
  /** A CloudFront-scope AWS WAF web ACL to attach (see docs/operations.md). */
  webAclArn?: string;
  /** Origins the app sends files to directly (the transfer bucket's signed upload addresses). */
  directOrigins?: string[];
  /** Sent to the API in `originVerifyHeader`: the API answers only requests that carry it. */
  originSecret: string;
  /** The live lists' WebSocket API, served on `livePath` (infra/constructs/live-updates.ts). */
  live?: { apiId: string; stageName: string };
}

/**
 * CloudFront Function on viewer-request of the live path: a WebSocket API answers on its stage's
 * path only, so `/api/live` becomes `/<stage>`. Plain source text, like spa-rewrite.ts.
 */
export const liveRewriteCode = (stageName: string) => `function handler(event) {
  var request = event.request;
  request.uri = '/${stageName}';
  return request;
}
`;

/** `max-age=63072000; includeSubDomains; preload` as CloudFront's structured HSTS setting. */
export const parseStrictTransportSecurity = (header: string): ResponseHeadersStrictTransportSecurity => {
  const directives = header.split(';').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  if (!maxAge) throw new Error(`HSTS header without max-age: ${header}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge.slice('max-age='.length))),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
};

const headersReferrerPolicy = (value: string): HeadersReferrerPolicy => {
  const policy = Object.values(HeadersReferrerPolicy).find((candidate) => candidate === value);
  if (!policy) throw new Error(`CloudFront does not support the referrer policy ${value}`);
  return policy;
};

/** The headers every response carries; the web app's responses add the CSP. */
const commonSecurityHeaders = {
  strictTransportSecurity: parseStrictTransportSecurity(strictTransportSecurity),
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
  referrerPolicy: { referrerPolicy: headersReferrerPolicy(referrerPolicy), override: true },
};

/** `/api/files/{fileId}` as a CloudFront path pattern: `/api/files/*`. */
export const imagePathPattern = routes.getFile.path.replace(/\{\w+\}$/, '*');
/** The one non-GET path under it, sent on uncached like the rest of the API. */
export const deleteImagePath = routes.deleteImage.path;

/**
 * The web app (private S3 bucket behind CloudFront with Origin Access Control) and the API on one origin.
 */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);

    // Rebuilt from source on every deploy, so it may go with the stack.
    const bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.bucket = bucket;

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(viewerAddressCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Tell the API the viewer address, for its per-address sign-in limit',
    });

    const webHeaders = new ResponseHeadersPolicy(this, 'WebHeaders', {
      comment: 'Security headers for the web app',
      securityHeadersBehavior: {
        ...commonSecurityHeaders,
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicyFor(props.directOrigins),
          override: true,
        },
      },
    });
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Security headers for the API',
      securityHeadersBehavior: commonSecurityHeaders,
    });

    const { region, urlSuffix } = Stack.of(this);
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${region}.${urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // A viewer cannot set or read it: CloudFront overwrites a custom origin header of that name.
      customHeaders: { [originVerifyHeader]: props.originSecret },
    });
    const api: BehaviorOptions = {
      origin: apiOrigin,
      // A redirect would turn a POST into a GET; API clients must speak HTTPS from the start.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      compress: true,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Everything but Host (API Gateway routes by its own host name); with caching disabled this
      // includes the Authorization header.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
      // The viewer's address in a header the API trusts beside the origin secret (viewer-address.ts).
      functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    // Uploaded images are public, so the edge keeps them, for 5 minutes at most (the function
    // answers `public, max-age=300`; the max TTL holds even if it did not): a deleted image must stop
    // being served within minutes. The key is the path and the `variant` query string only; nothing
    // else reaches the origin (no Authorization, no cookies), so no cached answer can depend on who
    // asked. Nothing is cached for an error (`no-store`) or a response without Cache-Control. No
    // Accept-Encoding in the key: images are compressed already.
    const imageCachePolicy = new CachePolicy(this, 'ImageCachePolicy', {
      comment: 'Uploaded images: path and variant, TTL from the origin Cache-Control, at most 5 minutes',
      queryStringBehavior: CacheQueryStringBehavior.allowList('variant'),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      enableAcceptEncodingGzip: false,
      enableAcceptEncodingBrotli: false,
    });
    const images: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      // GET only: the one other method under this pattern (DELETE /api/files/images) has its own
      // uncached behaviour above, which forwards its Authorization header like the rest of the API.
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      compress: false,
      cachePolicy: imageCachePolicy,
      responseHeadersPolicy: apiHeaders,
    };

    // The live lists' socket on the same origin: the app needs no other address, and the
    // connection carries the same origin-verify header as the API's requests.
    const live: Record<string, BehaviorOptions> = {};
    if (props.live) {
      const liveRewrite = new CloudFrontFunction(this, 'LiveRewrite', {
        code: FunctionCode.fromInline(liveRewriteCode(props.live.stageName)),
        runtime: FunctionRuntime.JS_2_0,
        comment: 'Send the live path to the WebSocket API stage',
      });
      live[livePath] = {
        ...api,
        origin: new HttpOrigin(`${props.live.apiId}.execute-api.${region}.${urlSuffix}`, {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          customHeaders: { [originVerifyHeader]: props.originSecret },
        }),
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        compress: false,
        functionAssociations: [{ function: liveRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      };
    }

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Recipe planner web app and API',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edge locations only: the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: webHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // CloudFront takes the first pattern that matches, in this order.
        [deleteImagePath]: api,
        [imagePathPattern]: images,
        ...live,
        '/api/*': api,
      },
    });

    // Hashed files first, cached for a year and never pruned: a tab still running the previous
    // release can lazy-load its chunks after a deploy.
    const hashedAssets = new BucketDeployment(this, 'DeployHashedAssets', {
      sources: [Source.asset(props.webAssetPath)],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
    });
    // Then index.html and the other unhashed files, revalidated on every load, and the edge caches
    // invalidated so the new release is live at once.
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [Source.asset(props.webAssetPath)],
      destinationBucket: bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    shell.node.addDependency(hashedAssets);
  }
}
