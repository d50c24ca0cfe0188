// The replay's clock: an offset in ms that runs at 1×, 2× or 4× while playing.
import { useEffect, useRef, useState } from 'react';

export function useReplayClock(length: number) {
  const [offset, setOffset] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    last.current = null;
    const tick = (now: number) => {
      const elapsed = last.current === null ? 0 : now - last.current;
      last.current = now;
      setOffset((value) => {
        const next = Math.min(length, value + elapsed * speed);
        if (next >= length) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, length]);
  return {
    offset,
    playing,
    speed,
    setSpeed,
    seek: (value: number) => setOffset(Math.max(0, Math.min(length, value))),
    toggle: () => {
      if (!playing && offset >= length) setOffset(0);
      setPlaying(!playing);
    },
  };
}
