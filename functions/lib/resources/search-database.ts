/**
 * The assistant's search engine: PostgreSQL (full-text search and pgvector) reached through the
 * RDS Data API — Aurora PostgreSQL Serverless v2 on AWS, a stand-in speaking the same API over
 * PGlite locally (infra/local/rds-data). A function that declares `searchDatabase` gets these
 * variables and the Data API grants on that one cluster and its secret, nothing else.
 */
export const SEARCH_DATABASE_ENV = {
  /** The Aurora cluster's ARN (the Data API's resourceArn). */
  clusterArn: 'SEARCH_DB_CLUSTER_ARN',
  /** The Secrets Manager secret holding the database user's credentials (secretArn). */
  secretArn: 'SEARCH_DB_SECRET_ARN',
  /** The database inside the cluster. */
  database: 'SEARCH_DB_NAME',
} as const;

/** The database's name, on AWS and locally. */
export const SEARCH_DATABASE_NAME = 'campus_search';
