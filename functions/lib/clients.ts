import { BedrockAgentRuntimeClient } from '@aws-sdk/client-bedrock-agent-runtime';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * Every AWS client, made here once per Lambda container on first use and reused across
 * invocations. Endpoints come from the SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, so nothing
 * here knows whether it runs locally. The SDK's packages declare no side effects, so a function's
 * bundle keeps only the clients it calls.
 */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

export const dynamo = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }),
);

/* Path-style addressing is what the local S3 stand-in needs; on AWS the variable is unset. */
export const s3 = once(() => new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));

export const sqs = once(() => new SQSClient({}));

export const ses = once(() => new SESv2Client({}));

export const secrets = once(() => new SecretsManagerClient({}));

/* The assistant's search database (Aurora through the Data API; PGlite behind a stand-in locally). */
export const rdsData = once(() => new RDSDataClient({}));

/* The models live in a region of their own (GPT_MODEL_REGION), which may not be the stack's. */
const modelRegion = () => process.env.GPT_MODEL_REGION || undefined;
export const bedrock = once(() => new BedrockRuntimeClient({ region: modelRegion() }));
export const bedrockAgents = once(() => new BedrockAgentRuntimeClient({ region: modelRegion() }));
