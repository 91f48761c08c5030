// Every built-in namespace in Thai, loaded as one chunk when Thai is the language.
import { common } from './common';
import { errors } from './errors';
import { layout } from './layout';
import { pages } from './pages';

export const resources = { common, errors, layout, pages };
