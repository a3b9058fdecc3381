import { defineResources } from '../lib/resources/grants';

/** The API Gateway Lambda authorizer: verifies the token and looks its session up. */
export const resources = defineResources({ tables: { sessions: 'read' }, signingKey: true });
