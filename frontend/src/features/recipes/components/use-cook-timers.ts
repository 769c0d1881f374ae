import { useCallback, useEffect, useRef, useState } from 'react';
import { type KeptTimer, readKeptTimers, writeKeptTimers } from '../utils/kept-timers';

export interface CookTimer extends KeptTimer {
  done: boolean;
}

/** The recipe's timers as kept in the browser; one whose end passed while the page was away is done, silently. */
const restoreTimers = (recipeId: string): CookTimer[] => {
  const now = Date.now();
  return readKeptTimers(localStorage, recipeId, now).map((timer) => ({
    ...timer,
    done: timer.endsAt <= now,
  }));
};

/** Three short beeps and a buzz, where the browser allows them. */
const ring = (audio: AudioContext | null) => {
  navigator.vibrate?.([300, 150, 300, 150, 300]);
  if (!audio) return;
  for (const start of [0, 0.45, 0.9]) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.25, audio.currentTime + start);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + start + 0.35);
    tone.connect(volume).connect(audio.destination);
    tone.start(audio.currentTime + start);
    tone.stop(audio.currentTime + start + 0.35);
  }
};

/**
 * Kitchen timers: several at once, kept while the cook moves between steps, ringing when done,
 * and kept in the browser (kept-timers.ts) so a reload does not lose them.
 * The clock is read from Date.now() on each tick, so a tab the browser slowed down stays right.
 */
export const useTimers = (recipeId: string) => {
  const [timers, setTimers] = useState<CookTimer[]>(() => restoreTimers(recipeId));
  const [now, setNow] = useState(() => Date.now());
  // Made on the tap that starts a timer: browsers only let a page play sound after a gesture.
  const audio = useRef<AudioContext | null>(null);
  const running = timers.some((timer) => !timer.done);

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);

  useEffect(() => {
    if (!timers.some((timer) => !timer.done && timer.endsAt <= now)) return;
    setTimers((all) => all.map((timer) => (timer.endsAt <= now ? { ...timer, done: true } : timer)));
    ring(audio.current);
  }, [now, timers]);

  useEffect(() => writeKeptTimers(localStorage, recipeId, timers), [recipeId, timers]);

  useEffect(() => () => void audio.current?.close(), []);

  const start = useCallback((key: string, label: string, seconds: number) => {
    try {
      audio.current ??= new AudioContext();
      void audio.current.resume();
    } catch {
      // No Web Audio: the timer still shows, vibrates and changes the title.
    }
    const startedAt = Date.now();
    setNow(startedAt);
    setTimers((all) =>
      all.some((timer) => timer.key === key && !timer.done)
        ? all
        : [
            ...all.filter((timer) => timer.key !== key),
            { key, label, endsAt: startedAt + seconds * 1000, done: false },
          ],
    );
  }, []);

  const remove = useCallback(
    (key: string) => setTimers((all) => all.filter((timer) => timer.key !== key)),
    [],
  );

  return { timers, now, start, remove };
};
