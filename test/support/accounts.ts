import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@focustube/contracts';
import { schema, type Database } from '@focustube/core';

let counter = 0;

export interface SignedIn {
  id: number;
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
  auth: { authorization: string };
}

/** Registers through the API, sets the role in the database if asked, and signs in through the API. */
export async function signUp(app: FastifyInstance, db: Database, role: Role = 'user'): Promise<SignedIn> {
  counter += 1;
  const username = `learner_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const password = 'tea-kettle-orbit-9';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username, email, password, password2: password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { id } = registered.json<{ id: number }>();
  if (role !== 'user') await db.update(schema.users).set({ role }).where(eq(schema.users.id, id));
  const login = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { access, refresh } = login.json<{ access: string; refresh: string }>();
  return { id, username, email, password, access, refresh, auth: { authorization: `Bearer ${access}` } };
}
