import { CfnResource, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { SecurityGroup, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
import {
  AuroraPostgresEngineVersion,
  ClusterInstance,
  Credentials,
  DatabaseCluster,
  DatabaseClusterEngine,
} from 'aws-cdk-lib/aws-rds';
import type { ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SEARCH_DATABASE_NAME } from '../../functions/lib/resources/search-database';
import { SEARCH_DB_PAUSE_MINUTES, type SearchDatabaseCapacity } from '../config/capacity-config';

/*
 * PostgreSQL 17, as PGlite 0.4.6 runs locally (PostgreSQL 17.5 with pgvector 0.8.1), so the schema
 * and every statement are tried on the engine they run on. The Data API serves Aurora PostgreSQL
 * 17 from 17.4, auto-pause (a minimum of 0 ACUs) from 16.3, and Aurora ships pgvector with every
 * 17.x; minor versions are upgraded by Aurora in the maintenance window.
 */
export const SEARCH_DB_ENGINE_VERSION = AuroraPostgresEngineVersion.VER_17_9;
/** Backups kept: as long as DynamoDB's point-in-time recovery keeps the tables it indexes. */
export const SEARCH_DB_BACKUP_DAYS = 35;
/** The master user, whose generated password the Data API reads from Secrets Manager. */
const MASTER_USER = 'campus';

export interface SearchDatabaseProps {
  readonly capacity: SearchDatabaseCapacity;
}

/**
 * The assistant's search database (decision 30): Aurora PostgreSQL Serverless v2, one writer, reached
 * only through the RDS Data API. The functions stay outside any VPC; the cluster's VPC has
 * isolated subnets only (no NAT, no internet gateway), and its security group lets nothing in or
 * out. Kept, with every part of its network, when the stack is deleted, like the tables.
 */
export class SearchDatabase extends Construct {
  readonly cluster: DatabaseCluster;
  /** The master user's credentials, which the Data API is given with each statement. */
  readonly secret: ISecret;

  constructor(scope: Construct, id: string, props: SearchDatabaseProps) {
    super(scope, id);
    const { minCapacity, maxCapacity } = props.capacity;
    const vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'Database', subnetType: SubnetType.PRIVATE_ISOLATED, cidrMask: 24 }],
      restrictDefaultSecurityGroup: false,
    });
    const securityGroup = new SecurityGroup(this, 'SecurityGroup', {
      vpc,
      description: 'Campus search database: the Data API needs no rule',
      allowAllOutbound: false,
    });
    this.cluster = new DatabaseCluster(this, 'Cluster', {
      engine: DatabaseClusterEngine.auroraPostgres({ version: SEARCH_DB_ENGINE_VERSION }),
      writer: ClusterInstance.serverlessV2('Writer', { autoMinorVersionUpgrade: true }),
      serverlessV2MinCapacity: minCapacity,
      serverlessV2MaxCapacity: maxCapacity,
      ...(minCapacity === 0
        ? { serverlessV2AutoPauseDuration: Duration.minutes(SEARCH_DB_PAUSE_MINUTES) }
        : {}),
      enableDataApi: true,
      credentials: Credentials.fromGeneratedSecret(MASTER_USER),
      defaultDatabaseName: SEARCH_DATABASE_NAME,
      vpc,
      vpcSubnets: { subnetType: SubnetType.PRIVATE_ISOLATED },
      securityGroups: [securityGroup],
      storageEncrypted: true,
      backup: { retention: Duration.days(SEARCH_DB_BACKUP_DAYS) },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (!this.cluster.secret) throw new Error('The search database has no generated secret');
    this.secret = this.cluster.secret;
    // A retained cluster keeps its subnets, so the VPC stays too (deleting it would fail the stack's
    // deletion), and its password: CDK would delete the generated secret with the stack.
    for (const child of vpc.node.findAll())
      if (child instanceof CfnResource) child.applyRemovalPolicy(RemovalPolicy.RETAIN);
    securityGroup.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (this.cluster.node.findChild('Secret') as Secret).applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledgeFindings(this.cluster, vpc);
  }
}

/* cdk-nag's findings on the cluster that do not apply to a database only the Data API reaches. */
function acknowledgeFindings(cluster: DatabaseCluster, vpc: Vpc): void {
  Validations.of(cluster).acknowledge({
    id: 'AwsSolutions-RDS6',
    reason:
      'The RDS Data API authenticates to the database with the Secrets Manager secret, not IAM database authentication; who may call it is IAM (rds-data actions on this cluster and reading its secret, granted per function).',
  });
  Validations.of(vpc).acknowledge({
    id: 'AwsSolutions-VPC7',
    reason:
      'The VPC holds the search database alone: no function, host or endpoint runs in it, its subnets have no route in or out, and the security group lets nothing in or out, so flow logs would record nothing of ours.',
  });
  // cluster.secret is the secret's attachment to the cluster; the finding sits on the secret itself.
  Validations.of(cluster.node.findChild('Secret')).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotating it needs a rotation Lambda in this VPC that can reach Secrets Manager: a NAT gateway or an interface endpoint, billed by the hour, in a VPC that otherwise has no way out. The password is used only through the Data API, by callers IAM lets read the secret; no network reaches the database.',
  });
}
