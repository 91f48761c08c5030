// The three proxy mounts, one per client of the specification, each sending
// the token of its own cookie and never another's.
import { AREA_SESSION, AREAS, type Area, type SessionKind } from '../session/cookies.js';

export interface Mount {
  area: Area;
  /** The session whose cookie supplies the Bearer token and receives answered tokens. */
  session: SessionKind;
  /** `${BASE_PATH}api/<area>/`: what follows is the ordering API's own path. */
  prefix: string;
}

export function mountsUnder(basePath: string): Mount[] {
  return AREAS.map((area) => ({
    area,
    session: AREA_SESSION[area],
    prefix: `${basePath}api/${area}/`,
  }));
}
