import { deliverContactMail } from '../mail';
import { markDelivery, type StoredMessage } from './messages';

/** Has the mail group mail a stored message to the college; the outcome is kept on the message. */
export const deliver = (message: StoredMessage) => deliverContactMail(message, { markDelivery });
