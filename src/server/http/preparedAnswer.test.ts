import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noneMatchHits, prepareAnswer, preparedEncoding } from './preparedAnswer';

describe('an answer prepared once', () => {
  it('When it is prepared, then each encoding holds the same body under a tag of its own', async () => {
    const answer = await prepareAnswer('{"park":{"name":"Meadow"}}', 'application/json');
    expect(brotliDecompressSync(answer.br).toString()).toBe('{"park":{"name":"Meadow"}}');
    expect(gunzipSync(answer.gzip).toString()).toBe('{"park":{"name":"Meadow"}}');
    const tags = Object.values(answer.etags);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it('When the same body is prepared again, then its tags are the same; another body, others', async () => {
    const first = await prepareAnswer('same', 'text/plain');
    expect((await prepareAnswer('same', 'text/plain')).etags).toEqual(first.etags);
    expect((await prepareAnswer('other', 'text/plain')).etags.br).not.toBe(first.etags.br);
  });
});

describe('If-None-Match', () => {
  it('When the caller names the tag, alone, in a list, weakened by a proxy, or as *, then it holds it', () => {
    expect(noneMatchHits('"a1"', '"a1"')).toBe(true);
    expect(noneMatchHits('"zz", "a1"', '"a1"')).toBe(true);
    expect(noneMatchHits('W/"a1"', '"a1"')).toBe(true);
    expect(noneMatchHits('*', '"a1"')).toBe(true);
  });

  it('When the caller names another tag or none, then it does not', () => {
    expect(noneMatchHits(undefined, '"a1"')).toBe(false);
    expect(noneMatchHits('"a1-br"', '"a1"')).toBe(false);
    expect(noneMatchHits('a1', '"a1"')).toBe(false);
  });
});

describe('the encoding a prepared answer goes in', () => {
  it('When the caller takes brotli, then brotli; gzip only, then gzip; neither, then none', () => {
    expect(preparedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preparedEncoding('gzip')).toBe('gzip');
    expect(preparedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preparedEncoding('*')).toBe('br');
    expect(preparedEncoding('*, br;q=0')).toBe('gzip');
    expect(preparedEncoding('identity')).toBeNull();
    expect(preparedEncoding(undefined)).toBeNull();
  });
});
