import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file (or a describe block) opens before its tests and closes after them: an app,
 * a database. Answers it as the tests use it, readable from the first beforeAll on.
 */
export function openedForTests<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  return new Proxy({} as T, {
    get(_target, key) {
      if (!opened) throw new Error('opened in beforeAll: read it in a hook or a test');
      return Reflect.get(opened, key);
    },
  });
}
