import { describe, expect, it } from 'vitest';
import { entityTagOf, matchesIfNoneMatch } from './entity-tag';

describe('entityTagOf', () => {
  it('tags the same body alike and any change apart, weakly', () => {
    const answer = { id: 'x', name: 'Hotel Nyhavn' };
    const body = JSON.stringify(answer);
    expect(entityTagOf(body)).toBe(entityTagOf(JSON.stringify({ ...answer })));
    expect(entityTagOf(body)).not.toBe(entityTagOf(body.replace('Nyhavn', 'Nyhavm')));
    expect(entityTagOf(body)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = entityTagOf('{"id":"x"}');
  const opaque = tag.slice(2);

  it('matches the tag, weak or strong, alone or in a list, and *', () => {
    for (const header of [tag, opaque, `W/"other", ${tag}`, ` "other" ,${opaque} `, '*'])
      expect(matchesIfNoneMatch(header, tag), header).toBe(true);
  });

  it('matches nothing else', () => {
    for (const header of [undefined, '', 'W/"other"', opaque.slice(0, -2) + '"', `${tag}x`])
      expect(matchesIfNoneMatch(header, tag), String(header)).toBe(false);
  });
});
