/**
 * Deploy-time settings a function reads from its environment (CDK context on AWS; unset locally).
 * A function declares the ones it reads in its resources.ts, and only it is given them.
 */
export interface SettingDefinition {
  readonly envVar: string;
}

export const SETTINGS = {
  /**
   * The email domains that may sign up as Student or Faculty, comma-separated; `*` (or unset, as
   * locally) lets any domain sign up.
   */
  signupEmailDomains: { envVar: 'SIGNUP_EMAIL_DOMAINS' },
  /**
   * The college's own networks (CIDRs, comma-separated; `campus:trustedNetworks`), whose visitors
   * are counted per account only (functions/auth/limits.ts); empty (or unset, as locally) names none.
   */
  trustedNetworks: { envVar: 'TRUSTED_NETWORKS' },
  /** Days a contact message is kept (`campus:contactRetentionDays`; functions/lib/retention.ts). */
  contactRetentionDays: { envVar: 'CONTACT_RETENTION_DAYS' },
  /** Days a chat message is kept (`campus:chatRetentionDays`). */
  chatRetentionDays: { envVar: 'CHAT_RETENTION_DAYS' },
  /** Days a Personalized GPT task is kept (`campus:gptTaskRetentionDays`). */
  gptTaskRetentionDays: { envVar: 'GPT_TASK_RETENTION_DAYS' },
  /** Megabytes of pending and stored uploads one account may hold (`campus:uploadQuotaMb`). */
  uploadQuotaMb: { envVar: 'UPLOAD_QUOTA_MB' },
} as const satisfies Record<string, SettingDefinition>;

export type SettingId = keyof typeof SETTINGS;
