import { registerNamespace } from '@/lib/i18n';
import { profile } from './profile';

registerNamespace('profile', profile);
