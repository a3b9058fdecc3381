import { contactRoutes } from '#shared/api/routes/contact';
import type { ContactMessage } from '#shared/schemas/contact';
import { callApi } from '../../api/client';

/*
 * Sends the contact form's message. A module of its own because the route's schemas bring zod,
 * which the contact page loads once someone starts on the form (ContactForm.tsx), not before the
 * page can be used (decision 37, "What /contact waits for").
 */
export async function sendMessage(message: ContactMessage): Promise<void> {
  await callApi(contactRoutes.sendMail, { body: message });
}
