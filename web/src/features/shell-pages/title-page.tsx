import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';

/** The pages of one area, by route name. */
export type PageModule = Partial<Record<PathName, ComponentType>>;
