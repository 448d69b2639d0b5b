import { ADMIN_PAGE_SIZE, type ContactMessage, type ContactMessageInput } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { contactRepository } from './repository.js';

/** Messages visitors send from the landing page's contact form, and the admins' list of them. */
export function contactService(db: Database) {
  const repository = contactRepository(db);
  return {
    async send(input: ContactMessageInput) {
      const row = await repository.insert({ ...input, email: input.email.toLowerCase() });
      return { insertedId: row.id };
    },

    async list(page: number | undefined): Promise<{ messages: ContactMessage[]; total: number }> {
      const [rows, total] = await Promise.all([
        repository.list(page, ADMIN_PAGE_SIZE),
        repository.count(),
      ]);
      const messages = rows.map(({ id, createdAt, ...message }) => ({
        _id: id,
        ...message,
        createdAt: createdAt.toISOString(),
      }));
      return { messages, total };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
