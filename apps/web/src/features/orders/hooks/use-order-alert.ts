import type { Order } from '@jumun/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { needsDecision } from '../utils/board-tabs';
import { chimeWav } from '../utils/chime';

/** Remembered on the device (issue 12 §3): a board tablet turns the sound on once. */
export const SOUND_STORAGE_KEY = 'jumun-board-sound';

const readSoundSetting = () => {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};
const writeSoundSetting = (isOn: boolean) => {
  try {
    window.localStorage.setItem(SOUND_STORAGE_KEY, isOn ? 'on' : 'off');
  } catch {
    // Private mode: the setting lasts for this page only.
  }
};

/**
 * The new-order alert: a looping chime while any order that needs a decision has not been acknowledged (tapping
 * "확인" or acting on the order acknowledges it). Browsers only play sound after a tap on the page, so "소리 켜기"
 * is one tap; a device that had it on tries again on load and says so when the browser still blocks it.
 */
export const useOrderAlert = (orders: readonly Order[] | undefined) => {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [isSoundOn, setIsSoundOn] = useState(readSoundSetting);
  const [isBlocked, setIsBlocked] = useState(false);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(() => new Set());

  const unacknowledged = useMemo(
    () => (orders ?? []).filter((order) => needsDecision(order) && !acknowledged.has(order.id)),
    [orders, acknowledged],
  );
  const isRinging = unacknowledged.length > 0;
  // Read when a play() started earlier settles: the orders may have changed meanwhile.
  const isRingingRef = useRef(isRinging);
  isRingingRef.current = isRinging;

  const attachAudio = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element;
    if (!element || element.src || typeof URL.createObjectURL !== 'function') return;
    element.src = URL.createObjectURL(new Blob([chimeWav()], { type: 'audio/wav' }));
  }, []);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      await audio.play();
      setIsBlocked(false);
    } catch {
      setIsBlocked(true);
    }
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (isRinging && isSoundOn) void play();
    else audio.pause();
  }, [isRinging, isSoundOn, play]);

  const waitingCount = (orders ?? []).filter(needsDecision).length;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = waitingCount > 0 ? `(${waitingCount}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [waitingCount]);

  return {
    attachAudio,
    isRinging,
    isSoundOn,
    isBlocked,
    unacknowledgedCount: unacknowledged.length,
    waitingCount,
    turnSoundOn: () => {
      writeSoundSetting(true);
      setIsSoundOn(true);
      // Called from the tap itself, so the browser lets the sound play from now on.
      void play().then(() => {
        if (!isRingingRef.current) audioRef.current?.pause();
      });
    },
    turnSoundOff: () => {
      writeSoundSetting(false);
      setIsSoundOn(false);
    },
    acknowledge: (orderIds?: readonly string[]) =>
      setAcknowledged(
        (previous) => new Set([...previous, ...(orderIds ?? unacknowledged.map((order) => order.id))]),
      ),
  };
};
