import { describe, expect, it } from 'vitest';
import { chimeSamples, chimeWav } from './chime';

describe('chime', () => {
  it('is a valid mono 16-bit WAV of about a second, with sound in it', () => {
    const wav = new DataView(chimeWav());
    const ascii = (at: number) => String.fromCharCode(...new Uint8Array(wav.buffer, at, 4));
    expect(ascii(0)).toBe('RIFF');
    expect(ascii(8)).toBe('WAVE');
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint16(34, true)).toBe(16);
    const samples = chimeSamples();
    expect(wav.getUint32(40, true)).toBe(samples.length * 2);
    expect(samples.length / wav.getUint32(24, true)).toBeCloseTo(1.02, 1);
    expect(Math.max(...samples)).toBeGreaterThan(10_000);
  });
});
