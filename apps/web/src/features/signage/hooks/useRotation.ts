import { useEffect, useState } from 'react';

/** Which of `count` slides shows: the next one every `everyMs`, from the first again after the last. */
export function useRotation(count: number, everyMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  // A refresh may bring fewer stations than before: stay within the list.
  return count === 0 ? 0 : index % count;
}
