import { describe, expect, it } from 'vitest';
import { thinSourceMap } from '../../../../scripts/thin-source-map.mjs';

/**
 * The bundle's source map keeps one mapping per line of our code and one per run of dependency code (issue #17,
 * scripts/thin-source-map.mjs). Positions below are absolute: [generated column, source, line, column, name?].
 */
type Segment = number[];
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const vlq = (value: number) => {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    text += BASE64[rest > 0 ? digit | 32 : digit];
  } while (rest > 0);
  return text;
};
const encode = (lines: Segment[][]) => {
  const last = [0, 0, 0, 0];
  return lines
    .map((line) => {
      let column = 0;
      return line
        .map(([generated, ...rest]) => {
          let text = vlq((generated as number) - column);
          column = generated as number;
          rest.forEach((value, i) => {
            text += vlq(value - (last[i] as number));
            last[i] = value;
          });
          return text;
        })
        .join(',');
    })
    .join(';');
};
const decode = (mappings: string) => {
  const last = [0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    let column = 0;
    return (line ? line.split(',') : []).map((segment) => {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = shift = 0;
        }
      }
      const [generated, ...rest] = values;
      column += generated as number;
      return [column, ...rest.map((delta, i) => (last[i] = (last[i] as number) + delta))];
    });
  });
};
const map = (lines: Segment[][]) => ({
  version: 3,
  sources: ['../src/app.ts', '../../node_modules/pg/lib/client.js', '../src/server.ts'],
  names: ['start', 'query'],
  mappings: encode(lines),
});
const isDependency = (source: string) => source.includes('node_modules/');

describe('thinSourceMap', () => {
  const lines: Segment[][] = [
    [
      [0, 0, 0, 0],
      [4, 0, 0, 6, 0],
      [10, 0, 1, 2],
    ],
    [
      [0, 1, 10, 0],
      [2, 1, 10, 4, 1],
      [8, 1, 11, 0],
    ],
    [
      [0, 1, 12, 0],
      [6, 1, 12, 8],
    ],
    [],
    [
      [2, 2, 3, 0],
      [5, 1, 40, 0],
      [9, 2, 4, 1, 0],
    ],
  ];

  it('keeps a map with one mapping per line of our code exactly as it was', () => {
    const original = map([
      [
        [0, 0, 0, 0],
        [6, 2, 5, 2, 1],
      ],
      [],
      [[4, 0, 1, 0]],
      [[0, 2, 7, 3, 0]],
    ]);
    expect(thinSourceMap(original, isDependency).mappings).toBe(original.mappings);
  });

  it('keeps the first mapping of each line of our code and the first of each run into a dependency', () => {
    const thinned = decode(thinSourceMap(map(lines), isDependency).mappings);
    expect(thinned).toEqual([
      [
        [0, 0, 0, 0],
        [10, 0, 1, 2],
      ],
      [[0, 1, 10, 0]],
      [],
      [],
      [
        [2, 2, 3, 0],
        [5, 1, 40, 0],
        [9, 2, 4, 1, 0],
      ],
    ]);
  });

  it('leaves the rest of the map alone', () => {
    const original = map(lines);
    const thinned = thinSourceMap(original, isDependency);
    expect({ ...thinned, mappings: '' }).toEqual({ ...original, mappings: '' });
  });
});
