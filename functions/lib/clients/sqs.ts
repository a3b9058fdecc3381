import { SQSClient } from '@aws-sdk/client-sqs';
import { once } from './once';

export const sqs = once(() => new SQSClient({}));
