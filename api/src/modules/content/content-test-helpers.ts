import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

export interface Actors {
  admin: FixtureUser;
  user: FixtureUser;
  translator: FixtureUser;
}

export async function createActors(app: TestApp): Promise<Actors> {
  return {
    admin: await createUser(app, 'admin'),
    user: await createUser(app, 'user'),
    translator: await createUser(app, 'translator'),
  };
}

/** Answers the statuses an anonymous visitor, a customer and a translator get from one admin call. */
export async function nonAdminStatuses(
  app: TestApp,
  actors: Actors,
  method: string,
  path: string,
  body?: unknown,
): Promise<number[]> {
  const payload = method === 'GET' ? undefined : body;
  const anonymous = await api(app, method, path, { body: payload });
  const user = await api(app, method, path, { body: payload, token: actors.user.token });
  const translator = await api(app, method, path, { body: payload, token: actors.translator.token });
  return [anonymous.status, user.status, translator.status];
}
