// Thins the server bundle's source map (issue #17). Node's --enable-source-maps decodes a file's whole map into
// one JavaScript array per mapping the first time a stack trace is made in that file, which happens during
// start-up, and keeps it: esbuild's map of the bundle holds ~390,000 mappings (80 % into node_modules), about
// 50 MB of heap for the life of the process and up to 1 s of start.
// - Our code keeps one mapping per source line on each generated line (what bundlers call a "cheap" source
//   map): a frame names the right file and line, the column is where that line's code starts. ~72,000 → ~20,000.
// - Code from node_modules keeps one mapping where each run of its lines starts: a frame in a dependency names
//   its file (and V8 names its function), not the line. Dropping those mappings altogether would be worse: Node
//   attributes an unmapped position to the nearest mapping before it, which would be some other file.

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
 * @param {(source: string) => boolean} isDependency sources that keep only the first mapping of each run
 * @returns the same map with fewer mappings
 */
export const thinSourceMap = (map, isDependency) => {
  const dependency = map.sources.map(isDependency);
  // Absolute values carried from segment to segment, as the format encodes them relative to the previous one.
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  let lastDependency = -1;
  const lines = map.mappings.split(';').map((line) => {
    let generatedColumn = 0;
    let writtenColumn = 0;
    /** `source:line` of the last mapping into our code kept on this generated line. */
    let lastOwn = '';
    const kept = [];
    for (const segment of line ? line.split(',') : []) {
      const [column, source, sourceLine, sourceColumn, name] = decodeSegment(segment);
      generatedColumn += column;
      let text = '';
      if (source === undefined) {
        lastOwn = '';
        lastDependency = -1;
      } else {
        read.source += source;
        read.line += sourceLine;
        read.column += sourceColumn;
        if (name !== undefined) read.name += name;
        if (dependency[read.source]) {
          if (read.source === lastDependency) continue;
          lastDependency = read.source;
          lastOwn = '';
        } else {
          const own = `${read.source}:${read.line}`;
          if (own === lastOwn) continue;
          lastOwn = own;
          lastDependency = -1;
        }
        text += encodeValue(read.source - written.source);
        text += encodeValue(read.line - written.line);
        text += encodeValue(read.column - written.column);
        written.source = read.source;
        written.line = read.line;
        written.column = read.column;
        if (name !== undefined) {
          text += encodeValue(read.name - written.name);
          written.name = read.name;
        }
      }
      kept.push(encodeValue(generatedColumn - writtenColumn) + text);
      writtenColumn = generatedColumn;
    }
    return kept.join(',');
  });
  return { ...map, mappings: lines.join(';') };
};
