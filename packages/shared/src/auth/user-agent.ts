/**
 * A browser's User-Agent → what a person recognises in a list of their signed-in browsers (내 정보, issue 15):
 * the browser and the device/OS, by name. Korean in-app browsers (KakaoTalk, NAVER, Samsung Internet, Whale) come
 * before the engines they are built on, since their UAs also say Chrome or Safari. Null for what it cannot tell.
 */
export type DescribedUserAgent = { browser: string | null; os: string | null };

/** First match wins: the more specific names sit above the engines they contain. */
const BROWSERS: [RegExp, string][] = [
  [/KAKAOTALK/i, 'KakaoTalk'],
  [/NAVER\(inapp|NAVER\//, 'NAVER'],
  [/Instagram/, 'Instagram'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Whale\//, 'Whale'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const OSES: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export const describeUserAgent = (userAgent: string): DescribedUserAgent => ({
  browser: firstMatch(userAgent, BROWSERS),
  os: firstMatch(userAgent, OSES),
});
