// The merchantProfile namespace: texts of the staff member's profile pages.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantProfile');
