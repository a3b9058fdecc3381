import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { WafSettings } from '../config/edge-config';
import { campusWebAcl } from './web-acl';

export interface EdgeSecurityStackProps extends StackProps {
  readonly waf: WafSettings;
}

/** The region CloudFront reads web ACLs (and certificates) from, whatever the site's region. */
export const EDGE_REGION = 'us-east-1';

/**
 * The CloudFront web ACL, alone in a us-east-1 stack, so the data and the functions stay in the
 * region the deployment chose. CampusWeb reads its ARN through a strong cross-region reference
 * (decision 19): the ARN is written to an SSM parameter in CampusWeb's region, and this stack
 * refuses to change or remove it while CampusWeb still reads it.
 */
export class EdgeSecurityStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION } });
    this.webAclArn = campusWebAcl(this, props.waf).attrArn;
  }
}
