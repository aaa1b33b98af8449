import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hangingResponse, jsonResponse, mockFetch } from '../testing/fetch';
import { api, READ_RETRY_DELAYS_MS } from './api';
import { makeStore } from './store';

const PROBE_TIMEOUT_MS = 1_000;

// Endpoints of the kinds the app has: a read (GET query), one with a timeout, and a write (POST).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => 'probe/read' }),
    probeReadWithTimeout: build.query<unknown, void>({
      query: () => ({ url: 'probe/read', timeout: PROBE_TIMEOUT_MS }),
    }),
    probeWrite: build.mutation<unknown, void>({
      query: () => ({ url: 'probe/write', method: 'POST', body: {} }),
    }),
  }),
});

const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
let answers: ((request: Request) => Response | Promise<Response>)[];
let calls: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  calls = 0;
  mockFetch((request) => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer(request);
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

  it('are sent again when one runs over its endpoint’s timeout, and the answer is taken', async () => {
    answers = [hangingResponse, () => jsonResponse({ ok: true })];
    const result = makeStore().dispatch(probeApi.endpoints.probeReadWithTimeout.initiate());
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + READ_RETRY_DELAYS_MS[0] - 1);
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
