/*
 * AWS list prices in ap-south-1 (Mumbai), in US dollars, written down on 2026-11-23 from what the
 * team knew of AWS's price pages, not read from them (this project has no internet). Free tiers
 * are left out (a college's account may have used them up). Check each against the AWS Pricing
 * Calculator (https://calculator.aws) before quoting the cost table to anyone; the model's
 * arithmetic does not change, only these numbers.
 */
export const PRICES_TAKEN_ON = '2026-11-23';
export const PRICES_REGION = 'ap-south-1';

export const PRICES = {
  /** Lambda on arm64 (Graviton): per GB-second, and per million requests. */
  lambdaArmGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  /** HTTP API, per million requests (the first 300 million a month). */
  httpApiPerMillion: 1.0,
  /** DynamoDB on demand: per million read and write request units, and per GB-month stored. */
  dynamoPerMillionReads: 0.1425,
  dynamoPerMillionWrites: 0.7125,
  dynamoGbMonth: 0.285,
  /** Point-in-time recovery, per GB-month of table. */
  dynamoPitrGbMonth: 0.228,
  /** S3 Standard, per GB-month. */
  s3GbMonth: 0.025,
  /*
   * S3 to the internet (a note's download goes straight from S3 through its presigned link, not
   * through CloudFront), per GB in the first 10 TB a month, and GET requests per 1,000
   * (ap-south-1, from the team's knowledge).
   */
  s3TransferOutGb: 0.1093,
  s3GetPer1000: 0.00043,
  /*
   * Bedrock's rerankers, per 1,000 queries (a query reranks up to 100 passages; the worker sends
   * 50): Cohere Rerank 3.5 $2.00, Amazon Rerank 1.0 $1.00 (us-east-1's, from the team's knowledge).
   */
  rerankPer1000Queries: { cohere: 2.0, amazon: 1.0 },
  /** CloudFront to viewers in India (price class 200 or All): per GB, and per 10,000 HTTPS requests. */
  cloudFrontIndiaGb: 0.109,
  cloudFrontIndiaPer10kHttps: 0.012,
  /** CloudWatch Logs: per GB ingested, per GB-month stored; an alarm a month; a dashboard a month. */
  logsIngestGb: 0.67,
  logsStoredGbMonth: 0.0456,
  alarmMonth: 0.1,
  dashboardMonth: 3.0,
  /** SQS standard queues, per million requests. */
  sqsPerMillion: 0.4,
  /** SES outbound mail, per 1,000 messages. */
  sesPer1000: 0.1,
  /** Secrets Manager: per secret a month. */
  secretMonth: 0.4,
  /** WAF: per web ACL a month, per rule (a managed rule group is one) a month, per million requests. */
  wafAclMonth: 5.0,
  wafRuleMonth: 1.0,
  wafPerMillion: 0.6,
  /** Bedrock, Amazon Nova Lite on demand: per 1,000 input and output tokens (us-east-1's price). */
  bedrockInputPer1k: 0.00006,
  bedrockOutputPer1k: 0.00024,
  /*
   * Aurora PostgreSQL Serverless v2, Aurora Standard (storage I/O billed by the request):
   * us-east-1's prices, looked up on 2026-11-27 in pages quoting AWS's price list ($0.12 an
   * ACU-hour, $0.10 a GB-month, $0.20 per million I/O requests); ap-south-1's were not found and
   * are assumed the same, though Mumbai is usually a little dearer. Continuous backups up to the
   * volume's size are free, and 35 days of 20 notes a day stay far below it (decision 30).
   */
  auroraAcuHour: 0.12,
  auroraGbMonth: 0.1,
  auroraPerMillionIo: 0.2,
  /*
   * The RDS Data API, per million requests (the first billion a month), each 32 KB of a call's
   * payload counting as one: the team's knowledge of AWS's Aurora price page, not found in any
   * stored copy; check it in the Pricing Calculator. At this load it is cents either way.
   */
  dataApiPerMillion: 0.35,
} as const;

export type Prices = typeof PRICES;
