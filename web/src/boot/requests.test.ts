import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAdoptingBoot, startBootRequest, takeBootRequest } from './requests';

const URL_A = 'http://localhost/api/location/get/a/en';

describe('boot requests', () => {
  afterEach(() => {
    delete window.__inroomBoot;
    vi.unstubAllGlobals();
  });

  it('answers the first GET of a started URL with the early response, and later ones afresh', async () => {
    const early = new Response('{"early":true}');
    const fetchMock = vi.fn(() => Promise.resolve(early));
    vi.stubGlobal('fetch', fetchMock);
    startBootRequest(URL_A);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(() => Promise.resolve(new Response('{"early":false}')));
    expect(await (await fetchAdoptingBoot(URL_A)).json()).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await (await fetchAdoptingBoot(URL_A)).json()).toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never answers another URL or a POST with it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('fresh'))),
    );
    startBootRequest(URL_A);
    expect(await (await fetchAdoptingBoot(`${URL_A}x`)).text()).toBe('fresh');
    expect(await (await fetchAdoptingBoot(URL_A, { method: 'POST', body: '{}' })).text()).toBe(
      'fresh',
    );
    expect(takeBootRequest(URL_A)).toBeDefined();
    expect(takeBootRequest(URL_A)).toBeUndefined();
  });

  it('makes the request again when the early one failed on the network', async () => {
    const fetchMock = vi.fn((): Promise<Response> =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetchMock);
    startBootRequest(URL_A);
    fetchMock.mockImplementation(() => Promise.resolve(new Response('again')));
    expect(await (await fetchAdoptingBoot(URL_A)).text()).toBe('again');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
