import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalePath } from '@/config/paths';
import { resolveBack } from '@/lib/back-navigation';
import { previousPath } from '../route-history';

/** The back button's action, following the specification's rules (see `resolveBack`). */
export function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const localePath = useLocalePath();
  return useCallback(() => {
    const target = resolveBack(location.pathname, previousPath());
    if (target.kind === 'step-back') void navigate(-1);
    else void navigate(localePath(target.path));
  }, [location.pathname, localePath, navigate]);
}
