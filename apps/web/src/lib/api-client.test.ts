import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../copy/en';
import { apiRequest, setFailureTexts } from './api-client';

afterEach(() => vi.unstubAllGlobals());

// The language layer sets these in the app (copy/language.tsx).
setFailureTexts(copy.errors);

describe('apiRequest', () => {
  it("returns the JSON of a success and the server's message on a failure", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/ok')
        ? new Response('[1]', { status: 200 })
        : new Response(JSON.stringify({ message: 'No blog has this id' }), { status: 404 }),
    );
    expect(await apiRequest('/ok')).toEqual([1]);
    await expect(apiRequest('/missing')).rejects.toMatchObject({
      status: 404,
      message: 'No blog has this id',
    });
  });

  it('turns a network failure and a non-JSON answer into plain sentences', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 0,
      message: copy.errors.network,
    });
    vi.stubGlobal('fetch', async () => new Response('<html>proxy error</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 502,
      message: copy.errors.notJson,
    });
  });
});
