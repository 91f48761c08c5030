// The profile namespace: texts of the profile pages (addresses, password, profile, PDPA consent).
// Its texts are `../locales/<lang>/profile.json`; they start loading, in the language on screen,
// when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('profile');
