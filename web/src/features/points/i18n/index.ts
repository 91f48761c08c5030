// The points namespace: texts of the points pages. Its texts are `../locales/<lang>/points.json`;
// they start loading, in the language on screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('points');
