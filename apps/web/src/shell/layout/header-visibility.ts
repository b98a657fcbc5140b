import { SCROLL_HIDE_THRESHOLD } from '@atrium/contract';
import { useEffect, useState } from 'react';

/**
 * spec §2.6 "hide header on scroll down": past 300 px (spec §9) scrolling down hides the fixed
 * header, scrolling up shows it again.
 */
export function nextHeaderHidden(previousY: number, currentY: number, hidden: boolean): boolean {
  if (currentY <= SCROLL_HIDE_THRESHOLD) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return hidden;
}

export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let previousY = window.scrollY;
    const onScroll = () => {
      const currentY = window.scrollY;
      setHidden((wasHidden) => nextHeaderHidden(previousY, currentY, wasHidden));
      previousY = currentY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
