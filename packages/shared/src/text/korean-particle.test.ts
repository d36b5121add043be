import { describe, expect, it } from 'vitest';
import { particle, withParticle } from './korean-particle';

describe('Korean particles', () => {
  it('chooses 을/를, 이/가, 은/는, 과/와 by the last syllable', () => {
    expect(withParticle('에스프레소', '을/를')).toBe('에스프레소를');
    expect(withParticle('아메리카노', '을/를')).toBe('아메리카노를');
    expect(withParticle('카페라떼', '이/가')).toBe('카페라떼가');
    expect(withParticle('콜드브루', '은/는')).toBe('콜드브루는');
    expect(withParticle('케이크', '과/와')).toBe('케이크와');
    expect(withParticle('빵', '을/를')).toBe('빵을');
    expect(withParticle('쿠폰', '이/가')).toBe('쿠폰이');
    expect(withParticle('옵션', '은/는')).toBe('옵션은');
    expect(withParticle('샷 추가', '과/와')).toBe('샷 추가와');
    expect(withParticle('우유', '이에요/예요')).toBe('우유예요');
    expect(withParticle('커피빈', '이라는/라는')).toBe('커피빈이라는');
  });

  it('treats a final ㄹ as vowel-like before 으로/로', () => {
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('매장', '으로/로')).toBe('매장으로');
    expect(withParticle('택배', '으로/로')).toBe('택배로');
  });

  it('reads digits and Latin letters the Korean way and skips brackets and quotes at the end', () => {
    expect(withParticle('세트 1', '을/를')).toBe('세트 1을');
    expect(withParticle('세트 2', '을/를')).toBe('세트 2를');
    expect(withParticle('사이즈 L', '이/가')).toBe('사이즈 L이');
    expect(withParticle('Latte', '을/를')).toBe('Latte를');
    expect(particle('아메리카노 (ICE)', '을/를')).toBe('를');
    expect(particle("'딸기 요거트'", '을/를')).toBe('를');
    expect(particle('쿠폰 10', '이/가')).toBe('이');
  });

  it('writes the pair when nothing can be read', () => {
    expect(particle('', '을/를')).toBe('을(를)');
    expect(particle('☕', '이/가')).toBe('이(가)');
  });
});
