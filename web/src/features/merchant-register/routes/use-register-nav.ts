// Moving between the registration's pages, keeping the language and the link's query (saleCode,
// dist, layout).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, useLocalePath, type PathName } from '@/config/paths';

export type RegisterStep =
  | 'merchantRegister'
  | 'merchantRegisterDist'
  | 'merchantRegisterDistSelect'
  | 'merchantRegisterDistAddress'
  | 'merchantRegisterDistLocation'
  | 'merchantRegisterDistBookbank'
  | 'merchantRegisterDistImage'
  | 'merchantRegisterDistSuccess';

export function useRegisterNav() {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { search } = useLocation();
  const href = useCallback((step: RegisterStep & PathName) => `${localePath(paths[step].href())}${search}`, [localePath, search]);
  const go = useCallback((step: RegisterStep, replace = false) => void navigate(href(step), { replace }), [navigate, href]);
  return { href, go };
}
