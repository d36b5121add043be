/**
 * The new-order alert sound, made on the device instead of shipped as a file: a two-note chime and a pause, about
 * one second, as a 16-bit mono WAV. The board loops it until someone acknowledges the new orders.
 */
const SAMPLE_RATE = 8_000;
const NOTES: { hz: number; seconds: number }[] = [
  { hz: 880, seconds: 0.18 },
  { hz: 0, seconds: 0.06 },
  { hz: 1_318.5, seconds: 0.28 },
  { hz: 0, seconds: 0.5 },
];

export const chimeSamples = (): Int16Array => {
  const total = NOTES.reduce((sum, note) => sum + Math.round(note.seconds * SAMPLE_RATE), 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const note of NOTES) {
    const count = Math.round(note.seconds * SAMPLE_RATE);
    for (let i = 0; i < count && note.hz > 0; i += 1) {
      // A short fade in and out keeps the speaker from clicking.
      const envelope = Math.min(1, i / 80, (count - i) / 400);
      samples[offset + i] = Math.round(
        Math.sin((2 * Math.PI * note.hz * i) / SAMPLE_RATE) * envelope * 0.6 * 32_767,
      );
    }
    offset += count;
  }
  return samples;
};

export const chimeWav = (): ArrayBuffer => {
  const samples = chimeSamples();
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (const [index, sample] of samples.entries()) view.setInt16(44 + index * 2, sample, true);
  return buffer;
};
