import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
