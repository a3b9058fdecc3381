/*
 * What the auth group asks of the mail group, as one namespace its handler hands every use case:
 * the reading of a route's grants and refreshes (tests/infra/table-operations.ts) then follows only
 * the names that route's own code calls, so a login holds no mail it never asks for.
 */
export { enqueueMail } from '../mail';
