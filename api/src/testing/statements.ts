import type { TestApp } from './test-app';

/** How many statements the app sent, while `run` ran, whose text contains `fragment` (e.g. `from "users"`). */
export async function statementsWhile(app: TestApp, fragment: string, run: () => Promise<unknown>): Promise<number> {
  let sent = 0;
  const count = (query: { sql?: string }) => {
    if (query.sql?.includes(fragment)) sent += 1;
  };
  app.db.on('query', count);
  try {
    await run();
  } finally {
    app.db.off('query', count);
  }
  return sent;
}
