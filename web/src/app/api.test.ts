import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/fetch';
import { api, READ_RETRY_DELAYS_MS } from './api';
import { makeStore } from './store';

// Two endpoints of the kinds the app has: a read (GET query) and a write (POST mutation).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => 'probe/read' }),
    probeWrite: build.mutation<unknown, void>({
      query: () => ({ url: 'probe/write', method: 'POST', body: {} }),
    }),
  }),
});

const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
let answers: (() => Response | Promise<Response>)[];
let calls: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  calls = 0;
  mockFetch(() => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reads that get no answer', () => {
  it('are sent again after 0.5 s, and the answer is taken', async () => {
    answers = [noAnswer, () => jsonResponse({ ok: true })];
    const result = makeStore().dispatch(probeApi.endpoints.probeRead.initiate());
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS[0] - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).data).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('fail as before once two more tries got no answer either', async () => {
    answers = [noAnswer];
    const result = makeStore().dispatch(probeApi.endpoints.probeRead.initiate());
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS[0] + READ_RETRY_DELAYS_MS[1]);
    expect((await result).error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(calls).toBe(3);
  });
});

describe('what is not sent again', () => {
  it('a read the server answered, even with a 503', async () => {
    answers = [() => jsonResponse({ error: { code: 'unavailable', message: 'No' } }, 503)];
    const result = await makeStore().dispatch(probeApi.endpoints.probeRead.initiate());
    await vi.runAllTimersAsync();
    expect(result.error).toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('a write, whose lost answer may hide a write that happened', async () => {
    answers = [noAnswer, () => jsonResponse({ ok: true })];
    const result = await makeStore().dispatch(probeApi.endpoints.probeWrite.initiate());
    await vi.runAllTimersAsync();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(calls).toBe(1);
  });
});
