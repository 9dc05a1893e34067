import type { Redis } from 'ioredis';

/** Redis channel every API instance listens on to drop cached catalogue answers. */
export const catalogueChannel = (prefix: string) => `${prefix}:catalogue:changed`;

/** Tells every API instance that approved videos changed (moderation, imports, seeding). */
export async function announceCatalogueChange(redis: Redis, prefix: string): Promise<void> {
  await redis.publish(catalogueChannel(prefix), String(Date.now()));
}
