// What the /test page tells a shop's helpdesk about this device and session: no secrets, only
// what a person on the phone can read out.
export interface DeviceFacts {
  where: 'line' | 'browser';
  online: boolean;
  screen: string;
  language: string;
  timeZone: string;
}

export function deviceFacts(inLine: boolean, nav: Pick<Navigator, 'onLine' | 'language'>, win: { innerWidth: number; innerHeight: number }): DeviceFacts {
  return {
    where: inLine ? 'line' : 'browser',
    online: nav.onLine,
    screen: `${win.innerWidth} x ${win.innerHeight}`,
    language: nav.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** How quick a round trip feels on a shop's phone line. */
export function speedOf(ms: number): 'fast' | 'slow' | 'verySlow' {
  return ms < 500 ? 'fast' : ms < 2_000 ? 'slow' : 'verySlow';
}
