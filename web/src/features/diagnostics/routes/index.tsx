// The diagnostics page, for the router (a lazy chunk of its own).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { TestPage } from './test-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  test: TestPage,
};
