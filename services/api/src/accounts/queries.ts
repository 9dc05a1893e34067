import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { toLanguage, type Role, type User } from '@focustube/contracts';
import { schema, type Database } from '@focustube/core';
import { tokenHash, type Account } from '../plugins/auth.ts';

const u = schema.users;
const rt = schema.refreshTokens;

export const REFRESH_TOKEN_DAYS = 30;
/** A rotated token used again this soon is a second tab racing the first, not theft. */
const REUSE_GRACE_MS = 10_000;

export const newSecretToken = () => randomBytes(32).toString('base64url');

export const accountColumns = { id: u.id, username: u.username, email: u.email, role: u.role };

export function toUser(row: {
  id: number;
  username: string;
  email: string;
  role: Role;
  createdAt: Date | string;
  language?: string | null;
}): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    created_at: new Date(row.createdAt).toISOString(),
    language: toLanguage(row.language),
  };
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(u)
    .where(eq(sql`lower(${u.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(u).where(eq(u.id, id)).limit(1);
  return row ?? null;
}

/** Which of these are already used by another account, as field → message. */
export async function takenFields(db: Database, fields: { username?: string; email?: string }, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  const others = exceptId === undefined ? undefined : sql`${u.id} <> ${exceptId}`;
  if (fields.username) {
    const [row] = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(sql`lower(${u.username})`, fields.username.toLowerCase()), others))
      .limit(1);
    if (row) errors.username = ['A user with that username already exists.'];
  }
  if (fields.email) {
    const [row] = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(sql`lower(${u.email})`, fields.email.toLowerCase()), others))
      .limit(1);
    if (row) errors.email = ['A user with that email already exists.'];
  }
  return errors;
}

/** The unique index a failed insert or update ran into, if that is why it failed. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? 'unique';
  }
  return null;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(u).where(eq(u.role, 'admin'));
  return Number(row?.n ?? 0);
}

/** Issues a refresh token; `familyId` ties every rotation of one sign-in together. */
export async function issueRefreshToken(
  db: Database,
  userId: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newSecretToken();
  await db.insert(rt).values({
    userId,
    tokenHash: tokenHash(token),
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return token;
}

export type Rotation = { account: Account; refresh: string; familyId: string } | { problem: 'reused' | 'invalid' };

/**
 * Exchanges a refresh token for a new one; the old one is spent by a single guarded UPDATE. A spent
 * token presented again revokes its whole family (theft), except within a few seconds of being
 * spent: then it is a second tab, or a page reloaded while its refresh was in flight (the browser
 * never saw the new cookie), and it may rotate once more inside the same, still signed-in, family.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<Rotation> {
  const hashed = tokenHash(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(rt)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(rt.tokenHash, hashed), isNull(rt.revokedAt), gt(rt.expiresAt, sql`now()`)))
      .returning({ id: rt.id, userId: rt.userId, familyId: rt.familyId });
    let parent = spent;
    if (!parent) {
      const [known] = await tx.select().from(rt).where(eq(rt.tokenHash, hashed)).limit(1);
      // Unknown, expired, or revoked by signing out (never rotated): nothing to renew.
      if (!known?.replacedById || !known.revokedAt) return { problem: 'invalid' as const };
      const family = and(eq(rt.familyId, known.familyId), isNull(rt.revokedAt), gt(rt.expiresAt, sql`now()`));
      if (Date.now() - new Date(known.revokedAt).getTime() > REUSE_GRACE_MS) {
        await tx
          .update(rt)
          .set({ revokedAt: sql`now()` })
          .where(family);
        return { problem: 'reused' as const };
      }
      const [alive] = await tx.select({ id: rt.id }).from(rt).where(family).limit(1);
      if (!alive) return { problem: 'invalid' as const };
      parent = { id: known.id, userId: known.userId, familyId: known.familyId };
    }
    const [account] = await tx.select(accountColumns).from(u).where(eq(u.id, parent.userId)).limit(1);
    if (!account) return { problem: 'invalid' as const };
    const refresh = newSecretToken();
    const [next] = await tx
      .insert(rt)
      .values({
        userId: parent.userId,
        tokenHash: tokenHash(refresh),
        familyId: parent.familyId,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      })
      .returning({ id: rt.id });
    if (spent) await tx.update(rt).set({ replacedById: next!.id }).where(eq(rt.id, spent.id));
    return { account, refresh, familyId: parent.familyId };
  });
}

/** The sign-in (family) a refresh token belongs to, spent or not; null for a token never issued. */
export async function refreshFamilyOf(db: Database, token: string): Promise<string | null> {
  const [known] = await db
    .select({ familyId: rt.familyId })
    .from(rt)
    .where(eq(rt.tokenHash, tokenHash(token)))
    .limit(1);
  return known?.familyId ?? null;
}

/** Signs out one sign-in (every rotation of the presented token); answers that sign-in's family, if any. */
export async function revokeFamilyOf(db: Database, token: string): Promise<string | null> {
  const familyId = await refreshFamilyOf(db, token);
  if (familyId)
    await db
      .update(rt)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(rt.familyId, familyId), isNull(rt.revokedAt)));
  return familyId;
}

export async function revokeAllRefreshTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(rt)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(rt.userId, userId), isNull(rt.revokedAt)));
}

const pr = schema.passwordResets;

/**
 * Stores a new reset link (by its token's hash) and voids every older one of the account, so only
 * the newest link mailed works. The account's row is locked first, so links issued or used at the same
 * moment take turns.
 */
export async function issuePasswordReset(db: Database, userId: number, hashed: string, minutes: number) {
  await db.transaction(async (tx) => {
    await tx.select({ id: u.id }).from(u).where(eq(u.id, userId)).for('update');
    await tx
      .update(pr)
      .set({ usedAt: sql`now()` })
      .where(and(eq(pr.userId, userId), isNull(pr.usedAt)));
    await tx.insert(pr).values({ userId, tokenHash: hashed, expiresAt: new Date(Date.now() + minutes * 60_000) });
  });
}

/**
 * Spends a reset link and voids every other outstanding link of its account, then stores the password
 * hash `newHash` answers for the owner (it may throw to refuse; nothing is spent then). Null when the
 * link is unknown, expired, used or voided. The account's row is locked before the link is spent, so of
 * two links presented at once only one changes the password.
 */
export async function usePasswordReset(
  db: Database,
  hashed: string,
  newHash: (owner: typeof u.$inferSelect) => Promise<string>,
) {
  return db.transaction(async (tx) => {
    const [link] = await tx.select({ userId: pr.userId }).from(pr).where(eq(pr.tokenHash, hashed)).limit(1);
    if (!link) return null;
    const [owner] = await tx.select().from(u).where(eq(u.id, link.userId)).for('update');
    if (!owner) return null;
    const [spent] = await tx
      .update(pr)
      .set({ usedAt: sql`now()` })
      .where(and(eq(pr.tokenHash, hashed), isNull(pr.usedAt), gt(pr.expiresAt, sql`now()`)))
      .returning({ id: pr.id });
    if (!spent) return null;
    const passwordHash = await newHash(owner);
    await tx
      .update(pr)
      .set({ usedAt: sql`now()` })
      .where(and(eq(pr.userId, owner.id), isNull(pr.usedAt)));
    await tx
      .update(u)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(u.id, owner.id));
    return owner;
  });
}
