import { SEARCH_DATABASE_ENV, SEARCH_DATABASE_NAME } from '../../functions/lib/resources/search-database';
import type { EmulatorService } from './emulators';
import { S3_STAND_IN_KEY_PAIR } from './s3-key-pair';

const ENDPOINT_VARS: Record<EmulatorService, string> = {
  dynamodb: 'AWS_ENDPOINT_URL_DYNAMODB',
  s3: 'AWS_ENDPOINT_URL_S3',
  sqs: 'AWS_ENDPOINT_URL_SQS',
  ses: 'AWS_ENDPOINT_URL_SESV2',
  rdsdata: 'AWS_ENDPOINT_URL_RDS_DATA',
};

/**
 * The environment that points the AWS SDK at the local stand-ins. Endpoints go through the SDK's
 * standard AWS_ENDPOINT_URL_<SERVICE> variables, so nothing in functions/ knows it is local.
 */
export function localAwsEnvironment(
  endpoints: Partial<Record<EmulatorService, string>>,
): Record<string, string> {
  const environment: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    // The S3 stand-in's guards take only this process's key pair; the other stand-ins accept any.
    AWS_ACCESS_KEY_ID: S3_STAND_IN_KEY_PAIR.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_STAND_IN_KEY_PAIR.secretAccessKey,
    // Lambda runs Node 24; the SDK's notice about this machine's Node 20 is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // s3rver computes no CRC checksums and needs path-style addresses.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    S3_FORCE_PATH_STYLE: 'true',
    // The Data API stand-in serves one database whatever the ARNs say; the SDK requires them.
    [SEARCH_DATABASE_ENV.clusterArn]: 'arn:aws:rds:us-east-1:000000000000:cluster:campus-search-local',
    [SEARCH_DATABASE_ENV.secretArn]:
      'arn:aws:secretsmanager:us-east-1:000000000000:secret:campus-search-local',
    [SEARCH_DATABASE_ENV.database]: SEARCH_DATABASE_NAME,
  };
  for (const [service, url] of Object.entries(endpoints) as [EmulatorService, string][]) {
    environment[ENDPOINT_VARS[service]] = url;
  }
  return environment;
}
