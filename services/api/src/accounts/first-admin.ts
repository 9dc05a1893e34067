import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@focustube/core';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './queries.ts';

/**
 * Makes sure an admin account exists for this email: creates it with the password, or promotes the
 * existing account (its password is left alone). Used at start-up and by `npm run create-admin`.
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password: string; username?: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await db
      .update(schema.users)
      .set({ role: 'admin', updatedAt: sql`now()` })
      .where(eq(schema.users.id, existing.id));
    return 'promoted';
  }
  const base = (input.username ?? input.email.split('@')[0]!).replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'admin';
  let username = base.length >= 3 ? base : `${base}-admin`;
  for (let i = 2; ; i++) {
    const [taken] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(sql`lower(${schema.users.username})`, username.toLowerCase()))
      .limit(1);
    if (!taken) break;
    username = `${base}${i}`;
  }
  await db
    .insert(schema.users)
    .values({ username, email: input.email, passwordHash: await hashPassword(input.password), role: 'admin' });
  return 'created';
}
