import { retryContactMail } from '../mail';
import { giveUp, listUndelivered, markDelivery } from './messages';

/*
 * The scheduled retry of contact mail SES did not take. The mail group's retry decides what is due
 * and when to give up; this group hands it its messages table, which mail cannot import (contact
 * asks mail to send: the two would be a ring).
 */
export const handler = () => retryContactMail({ listUndelivered, giveUp, markDelivery });
