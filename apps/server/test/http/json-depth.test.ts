import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from '../../src/http/json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts the nesting of objects and arrays', () => {
    expect(jsonNestsDeeperThan(nested(128), 128)).toBe(false);
    expect(jsonNestsDeeperThan(nested(129), 128)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    const brackets = '['.repeat(50);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: brackets }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: `say "${brackets}"` }), 2)).toBe(false);
    // A string ending in a backslash: its closing quote is the one after the escaped backslash.
    expect(jsonNestsDeeperThan(JSON.stringify(['a\\', [[[1]]]]), 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify(['a\\"', '[[[[']), 1)).toBe(false);
  });

  it('finds the nesting around picture-sized strings', () => {
    const picture = `data:image/png;base64,${Buffer.alloc(3_000_000, 7).toString('base64')}`;
    const body = JSON.stringify({ referenceImage: picture, objectImages: [[[[picture]]]] });
    expect(jsonNestsDeeperThan(body, 4)).toBe(true);
    expect(jsonNestsDeeperThan(body, 5)).toBe(false);
  });
});
