// Thins the server bundle's source map (issue #17). Node's --enable-source-maps decodes a file's whole map into
// one JavaScript array per mapping the first time a stack trace is made in that file, which happens during
// start-up. With the dependencies bundled, esbuild's map holds ~390,000 mappings, 80 % of them into
// node_modules: about 50 MB of heap and up to 1 s of start. Our own code keeps every mapping; code from
// node_modules keeps one mapping where each run of its lines starts, so a frame in a dependency names its file
// (and V8 names its function) but not the exact line. One mapping per dependency line would keep the lines and
// cost another ~10 MB. Dropping dependency mappings altogether would be worse: Node attributes an unmapped
// position to the nearest mapping before it, which would be some other file.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment's VLQ fields (relative values, as stored). */
const decodeSegment = (text) => {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
};

const encodeValue = (value) => {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    text += BASE64[digit];
  } while (rest > 0);
  return text;
};

/**
 * @param {{ sources: string[], mappings: string }} map a version 3 source map (not an index map)
 * @param {(source: string) => boolean} isThinned which sources keep only the first mapping of each run
 * @returns the same map with fewer mappings
 */
export const thinSourceMap = (map, isThinned) => {
  const thinned = map.sources.map(isThinned);
  // Absolute values carried from segment to segment, as the format encodes them relative to the previous one.
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  let lastThinnedSource = -1;
  const lines = map.mappings.split(';').map((line) => {
    let generatedColumn = 0;
    let writtenColumn = 0;
    const kept = [];
    for (const segment of line ? line.split(',') : []) {
      const [column, source, sourceLine, sourceColumn, name] = decodeSegment(segment);
      generatedColumn += column;
      const absolute = { column: generatedColumn };
      if (source !== undefined) {
        read.source += source;
        read.line += sourceLine;
        read.column += sourceColumn;
        absolute.source = read.source;
        absolute.line = read.line;
        absolute.column2 = read.column;
        if (name !== undefined) {
          read.name += name;
          absolute.name = read.name;
        }
      }
      if (absolute.source !== undefined && thinned[absolute.source]) {
        if (lastThinnedSource === absolute.source) continue;
        lastThinnedSource = absolute.source;
      } else lastThinnedSource = -1;
      let text = encodeValue(absolute.column - writtenColumn);
      writtenColumn = absolute.column;
      if (absolute.source !== undefined) {
        text += encodeValue(absolute.source - written.source);
        text += encodeValue(absolute.line - written.line);
        text += encodeValue(absolute.column2 - written.column);
        written.source = absolute.source;
        written.line = absolute.line;
        written.column = absolute.column2;
        if (absolute.name !== undefined) {
          text += encodeValue(absolute.name - written.name);
          written.name = absolute.name;
        }
      }
      kept.push(text);
    }
    return kept.join(',');
  });
  return { ...map, mappings: lines.join(';') };
};
