// The survey page, for the router (one lazy chunk with the other merchant pages).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { SurveyPage } from './survey-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantSurvey: SurveyPage,
};
