// Every built-in namespace in English, loaded as one chunk when English is the language.
import { common } from './common';
import { errors } from './errors';
import { layout } from './layout';
import { pages } from './pages';

export const resources = { common, errors, layout, pages };
