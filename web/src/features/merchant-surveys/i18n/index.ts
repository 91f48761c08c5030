// The merchantSurveys namespace: texts of the survey page and of the answers shown on a customer's
// page. Its texts are `../locales/<lang>/merchantSurveys.json`.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantSurveys');
