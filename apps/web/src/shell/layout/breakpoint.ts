import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET } from '@atrium/contract';
import { useEffect, useState } from 'react';

/** spec §9 breakpoints: mobile up to 576 px (drawer menu), tablet to 1199 px (collapsed), desktop. */
export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceOf(width: number): Device {
  if (width <= BREAKPOINT_TABLET) return 'mobile';
  if (width < BREAKPOINT_DESKTOP) return 'tablet';
  return 'desktop';
}

export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => deviceOf(window.innerWidth));
  useEffect(() => {
    const update = () => setDevice(deviceOf(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return device;
}
