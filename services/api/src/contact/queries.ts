import { count, desc } from 'drizzle-orm';
import type { ContactInput, ContactMessage } from '@focustube/contracts';
import { schema, type Database } from '@focustube/core';

const cm = schema.contactMessages;

const toMessage = (r: typeof cm.$inferSelect): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  text: r.text,
  created_at: new Date(r.createdAt).toISOString(),
});

export async function saveMessage(db: Database, input: ContactInput, userId: number | null): Promise<ContactMessage> {
  const [row] = await db
    .insert(cm)
    .values({ ...input, userId })
    .returning();
  return toMessage(row!);
}

/** The inbox, newest first. */
export async function listMessages(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(cm).orderBy(desc(cm.createdAt), desc(cm.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(cm),
  ]);
  return { results: rows.map(toMessage), total: Number(total?.n ?? 0) };
}
