import { registerNamespace } from '@/lib/i18n';
import { points } from './points';

registerNamespace('points', points);
