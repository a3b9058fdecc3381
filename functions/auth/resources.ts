import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({
  tables: {
    // query:studentsByClass: a Student's class recounted when they sign up or name it.
    users: ['get', 'put', 'update', 'query:byUserId', 'query:studentsByClass'],
    accountSessions: ['put', 'update', 'delete', 'query'],
    rateLimits: ['update', 'delete'],
    // A reset link is used up (the mail worker makes it).
    passwordResets: ['delete'],
    // A sign-up or a new name is listed in the Admin's directory of accounts (account-directory.ts).
    accountDirectory: ['batchWrite'],
    mailOutbox: ['put'],
    // A sign-up waiting for approval, a Student's own class: the dashboards that show them (decision 64).
    changeStamps: ['put'],
    // The class's count of students and its marker of "students but no timetable" (decision 55).
    timetable: ['put', 'delete', 'batchGet', 'query'],
  },
  signingKey: true,
  // Who may sign up as Student or Faculty (signup-domains.ts).
  // trustedNetworks: the networks whose visitors are counted per account only (limits.ts).
  settings: ['signupEmailDomains', 'trustedNetworks'],
  // scrypt takes 128 MiB per hash; more memory also buys the CPU that keeps a login near 0.5 s.
  memorySize: 1024,
});
