/**
 * Issue 13: parsing a paste of 5,000 waybill rows stays under 200 ms (the page parses on every keystroke).
 * `node --import tsx bench/waybill-parse.ts` — prints the median and worst of 20 parses of a messy 5,000-row paste.
 */
import { parseWaybillPaste } from '../packages/shared/src/waybills/parse-waybill-rows';

const ROWS = 5_000;
const forms = [
  (i: number) =>
    `김고객${i}\t010-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}\t6896-1234-${String(i).padStart(4, '0')}\t한라봉 3kg`,
  (i: number) => `이고객${i}, 010${String(10000000 + i)}, 6070${String(100000000 + i)}`,
  (i: number) =>
    `박고객${i} +82 10 ${String(1000 + (i % 9000))} ${String(i % 10000).padStart(4, '0')} 6896 1234 ${String(i % 10000).padStart(4, '0')}`,
  (i: number) => `최고객${i}\t\t${String(6070000000000 + i)}`,
];
const text = [
  '이름\t전화번호\t송장번호',
  ...Array.from({ length: ROWS }, (_, i) => forms[i % forms.length]?.(i)),
].join('\n');

const times: number[] = [];
let rows = 0;
for (let round = 0; round < 22; round += 1) {
  const started = performance.now();
  rows = parseWaybillPaste(text).rows.length;
  if (round >= 2) times.push(performance.now() - started); // two warm-up rounds
}
times.sort((a, b) => a - b);
console.log(
  `waybill paste: ${rows} rows, ${(text.length / 1024).toFixed(0)} kB; median ${times[times.length >> 1]?.toFixed(1)} ms, worst ${times[times.length - 1]?.toFixed(1)} ms`,
);
