// The chat namespace: texts of the customer and merchant chat pages
// (`../locales/<lang>/chat.json`), loading as soon as a chat page's code is imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('chat');
