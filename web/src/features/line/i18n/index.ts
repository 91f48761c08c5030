// The line namespace: texts of the LINE feature. The specification's own messages are kept word for
// word: 'Messages was sent', 'TargetPicker was closed!', 'ShareTargetPicker ไม่รองรับ', 'Error
// occured'. Its texts are `../locales/<lang>/line.json`; they start loading, in the language on
// screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const LINE_NAMESPACE = 'line';

void loadNamespaces(LINE_NAMESPACE);
