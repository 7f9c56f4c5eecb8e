import { useEffect, useRef, useState } from 'react';
import { COUNTER_DURATION_MS, COUNTER_VISIBLE_THRESHOLD } from '@shared/constants';
import { useReducedMotion } from './use-reduced-motion';

interface CountUpProps {
  to: number;
  suffix?: string;
  format?: (n: number) => string;
  className?: string;
  /** Test hook and styling handle for the animated number. */
  'data-testid'?: string;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 to `to` over COUNTER_DURATION_MS once COUNTER_VISIBLE_THRESHOLD of it is
 * visible (spec §9). Screen readers get the final value at once; the moving digits are hidden from them.
 */
export function CountUp({ to, suffix = '', format = String, className, 'data-testid': testId }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const [value, setValue] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const start = () => {
      if (reduced) {
        setValue(to);
        return;
      }
      const t0 = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - t0) / COUNTER_DURATION_MS);
        setValue(Math.round(easeOutCubic(t) * to));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { threshold: COUNTER_VISIBLE_THRESHOLD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [to, reduced]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" data-testid={testId} className="tabular-nums">
        {format(value)}
        {suffix}
      </span>
      <span className="sr-only">
        {format(to)}
        {suffix}
      </span>
    </span>
  );
}
