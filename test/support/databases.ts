import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** A fresh database copied from `template` (all migrations and the demo catalogue already in). */
export async function createDatabaseFrom(adminUrl: string, template: string) {
  const name = uniqueName('focustube_test');
  await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
