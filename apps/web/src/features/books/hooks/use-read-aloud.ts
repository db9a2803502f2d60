import { useCallback, useEffect, useRef, useState } from 'react';

export interface ReadAloudState {
  isSupported: boolean;
  /** Which text is being read (the caller's key), or null. */
  speakingKey: string | null;
  /** Offset of the word being spoken in that text, from the speech engine's boundary events. */
  charIndex: number | null;
  speak(key: string, text: string, onDone?: () => void): void;
  stop(): void;
}

/** Reads texts with the browser's speech synthesis and follows the word being spoken. */
export function useReadAloud(): ReadAloudState {
  const isSupported = typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
  const [speakingKey, setSpeakingKey] = useState<string | null>(null);
  const [charIndex, setCharIndex] = useState<number | null>(null);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    // Also runs on unmount, when the page may be going away with its speech engine.
    window.speechSynthesis?.cancel();
    setSpeakingKey(null);
    setCharIndex(null);
  }, []);

  const speak = useCallback(
    (key: string, text: string, onDone?: () => void) => {
      if (!isSupported) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = 0.9;
      current.current = utterance;
      utterance.onboundary = (event) => {
        if (current.current === utterance && event.name !== 'sentence') setCharIndex(event.charIndex);
      };
      utterance.onend = () => {
        if (current.current !== utterance) return;
        current.current = null;
        setSpeakingKey(null);
        setCharIndex(null);
        onDone?.();
      };
      setSpeakingKey(key);
      setCharIndex(0);
      window.speechSynthesis.speak(utterance);
    },
    [isSupported],
  );

  useEffect(() => stop, [stop]);
  return { isSupported, speakingKey, charIndex, speak, stop };
}
