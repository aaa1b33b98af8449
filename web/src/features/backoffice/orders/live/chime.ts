import { useCallback, useEffect, useRef } from 'react';

/**
 * A short two-note chime for a new order, made with the Web Audio API (no sound file to fetch).
 * Browsers start audio only after the user has touched the page, so the audio context is made on
 * the first click or key press; until then the chime is silent (the highlight and the
 * announcement still show the order).
 */
export function useChime(): () => void {
  const context = useRef<AudioContext | null>(null);

  useEffect(() => {
    if (typeof AudioContext === 'undefined') return undefined;
    const unlock = () => {
      if (context.current) void context.current.resume();
      else context.current = new AudioContext();
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
      void context.current?.close();
      context.current = null;
    };
  }, []);

  return useCallback(() => {
    const audio = context.current;
    if (!audio || audio.state !== 'running') return;
    const start = audio.currentTime;
    // Two notes a fifth apart, 150 ms each, quiet enough for a reception desk.
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.16);
    });
  }, []);
}
