import { SESv2Client } from '@aws-sdk/client-sesv2';
import { once } from './once';

export const ses = once(() => new SESv2Client({}));
