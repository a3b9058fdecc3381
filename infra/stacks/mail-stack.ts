import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { MailConfig } from '../config/mail-config';

export interface MailStackProps extends StackProps {
  readonly config: MailConfig;
}

/**
 * How the site's mail leaves SES: one configuration set every mail is sent through, which keeps
 * reputation metrics, adds bounced and complaining addresses to the account's suppression list, and
 * counts bounce, complaint and reject events in CloudWatch (the operations stack alarms on the
 * account's bounce and complaint rates); and, when asked, the domain identity with Easy DKIM.
 */
export class MailStack extends Stack {
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    configurationSet.addEventDestination('BounceAndComplaintEvents', {
      destination: EventDestination.cloudWatchDimensions([
        // SES tags each mail with its configuration set: one dimension value for all of the site's mail.
        {
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          name: 'ses:configuration-set',
          defaultValue: 'campus',
        },
      ]),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });
    this.configurationSetName = configurationSet.configurationSetName;

    const { config } = props;
    if (!config.createIdentity) return;
    const identity = new EmailIdentity(this, 'DomainIdentity', {
      identity: Identity.domain(config.identity),
      configurationSet,
      mailFromDomain: config.mailFromDomain,
    });
    // The college publishes these (docs/operations.md, Mail): three DKIM CNAMEs; MAIL FROM's MX and SPF follow.
    identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} for ${config.identity}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
