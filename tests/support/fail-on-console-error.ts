import { afterEach, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it; tests that expect one spy on it themselves. */
const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls.filter((args) => !args.some((a) => typeof a === 'string' && a.includes('[expected]')));
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error inattendu :\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
