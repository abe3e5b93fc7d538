import { describe, expect, it } from 'vitest';
import { decodeValue, encodeValue, StateCodecError } from './state-codec.js';

const roundTrip = (value: unknown) => decodeValue(JSON.parse(JSON.stringify(encodeValue(value))));

describe('the state codec (values the bank holds ↔ JSON)', () => {
  it('keeps bigints, maps, sets, bytes, dates, undefined and non-finite numbers through JSON', () => {
    const value = {
      amount: -123456789012345678901234567890n,
      byRef: new Map<string, unknown>([
        ['a', { held: 5n, list: [1, undefined, null] }],
        ['b', new Set(['x', 'y'])],
      ]),
      numericKeys: new Map([[1, 'one']]),
      bytes: new Uint8Array([0, 137, 80, 78, 71, 255]),
      when: new Date('2026-03-10T10:00:00.000Z'),
      missing: undefined,
      odd: [Number.NaN, Number.POSITIVE_INFINITY],
      text: 'plain',
    };
    expect(roundTrip(value)).toStrictEqual(value);
  });

  it('never reads data as a tag: an object with a key starting with $ comes back as it was', () => {
    const value = { after: { $bigint: 'not a bigint' }, other: { $map: 1, b: 2 } };
    expect(roundTrip(value)).toStrictEqual(value);
  });

  it('refuses what it cannot restore, naming where it is', () => {
    expect(() => encodeValue({ store: { hook: () => 1 } })).toThrow(StateCodecError);
    expect(() => encodeValue({ store: { hook: () => 1 } })).toThrow('$.store.hook');
    class Thing {}
    expect(() => encodeValue({ list: [new Thing()] })).toThrow('$.list[0]: a Thing instance');
    expect(() => decodeValue({ a: { $bigint: '1.5' } })).toThrow('$.a: $bigint must hold an integer string.');
    expect(() => decodeValue({ $nope: 1 })).toThrow('unknown tag $nope');
  });
});
