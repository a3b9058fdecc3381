import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { once } from './once';

export const secrets = once(() => new SecretsManagerClient({}));
