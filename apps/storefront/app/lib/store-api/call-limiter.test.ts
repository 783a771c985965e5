import { describe, expect, it } from 'vitest';
import { createCallLimiter, VisitorGone } from './call-limiter.ts';

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Store API call limiter', () => {
  it('sends at most `concurrency` calls at once and the rest in order as answers arrive', async () => {
    const limit = createCallLimiter(2);
    const answers = [deferred(), deferred(), deferred(), deferred()];
    const sent: number[] = [];
    const results = answers.map((answer, index) =>
      limit(() => {
        sent.push(index);
        return answer.promise;
      }),
    );
    await tick();
    expect(sent).toEqual([0, 1]);
    answers[1]?.resolve('b');
    await tick();
    expect(sent).toEqual([0, 1, 2]);
    answers[0]?.resolve('a');
    answers[2]?.resolve('c');
    answers[3]?.resolve('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a failed call', async () => {
    const limit = createCallLimiter(1);
    await expect(limit(() => Promise.reject(new Error('engine down')))).rejects.toThrow('engine down');
    expect(await limit(() => Promise.resolve('next'))).toBe('next');
  });

  it('does not send the waiting calls of a visitor who left, and keeps the slot of a call already sent', async () => {
    const limit = createCallLimiter(1);
    const left = new AbortController();
    const first = deferred();
    const sent: string[] = [];
    const running = limit(() => {
      sent.push('sent before leaving');
      return first.promise;
    }, left.signal);
    const waiting = limit(() => {
      sent.push('waiting when they left');
      return Promise.resolve('never');
    }, left.signal);
    const other = limit(() => {
      sent.push("another visitor's");
      return Promise.resolve('other');
    });
    await tick();
    left.abort();
    await tick();
    // The call in flight still holds the only slot: nothing else was sent meanwhile.
    expect(sent).toEqual(['sent before leaving']);
    first.resolve('late answer');
    expect(await running).toBe('late answer');
    await expect(waiting).rejects.toBeInstanceOf(VisitorGone);
    expect(await other).toBe('other');
    expect(sent).toEqual(['sent before leaving', "another visitor's"]);
  });
});
