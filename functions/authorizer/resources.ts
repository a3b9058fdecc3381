import { defineResources } from '../lib/resources/grants';

/** The API Gateway Lambda authorizer: verifies the token's signature; it reads no table. */
export const resources = defineResources({ signingKey: true });
