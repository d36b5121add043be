/**
 * Korean particles chosen from the noun (issue #10: "에스프레소를", never "에스프레소을(를)"). The pair depends on
 * whether the last sounded syllable ends in a consonant (받침); 으로/로 also treats a final ㄹ as vowel-like. Shared,
 * so the server's and the contract's own messages pick them the way the screens' `{{noun, 을/를}}` does.
 */
export const PARTICLES = {
  '을/를': ['을', '를'],
  '이/가': ['이', '가'],
  '은/는': ['은', '는'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
  '이에요/예요': ['이에요', '예요'],
  '이라는/라는': ['이라는', '라는'],
} as const;
export type ParticlePair = keyof typeof PARTICLES;

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINAL_RIEUL = 8;

/** How digits and Latin letters are read aloud in Korean: the index of their final consonant, 0 = none. */
const DIGIT_FINALS: Record<string, number> = {
  '0': 21, // 영
  '1': FINAL_RIEUL, // 일
  '3': 16, // 삼
  '6': 1, // 육
  '7': FINAL_RIEUL, // 칠
  '8': FINAL_RIEUL, // 팔
};
/** Letter names (엘, 엠, 엔, 알) and the usual endings of English words (-ing 잉, -le 을, -m 엠…). */
const LATIN_FINALS: Record<string, number> = { l: FINAL_RIEUL, m: 16, n: 4, r: FINAL_RIEUL };

/** The final-consonant index of the noun's last sounded character; trailing brackets, quotes and spaces are skipped. */
const finalConsonant = (noun: string): number | undefined => {
  const match = /([0-9A-Za-z\uAC00-\uD7A3])[^0-9A-Za-z\uAC00-\uD7A3]*$/.exec(noun);
  const last = match?.[1];
  if (!last) return undefined;
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
  if (/[0-9]/.test(last)) return DIGIT_FINALS[last] ?? 0;
  return LATIN_FINALS[last.toLowerCase()] ?? 0;
};

/** The particle alone: particle('커피', '을/를') → '를'. Without a readable last character, the written pair. */
export const particle = (noun: string, pair: ParticlePair): string => {
  const [afterConsonant, afterVowel] = PARTICLES[pair];
  const final = finalConsonant(noun);
  if (final === undefined) return pair.replace('/', '(').concat(')');
  const hasConsonant = pair === '으로/로' ? final !== 0 && final !== FINAL_RIEUL : final !== 0;
  return hasConsonant ? afterConsonant : afterVowel;
};

/** The noun with its particle: withParticle('에스프레소', '을/를') → '에스프레소를'. */
export const withParticle = (noun: string, pair: ParticlePair): string => `${noun}${particle(noun, pair)}`;
