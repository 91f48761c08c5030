// Test set-up: every namespace's texts loaded in both languages with Thai rendering, and rendered
// trees removed after each test (vitest runs without globals).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { NAMESPACES } from '@/lib/i18n/text-files';

// Lazy pages load real chunks through dynamic import: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

await initI18n('th');
await i18n.loadNamespaces([...NAMESPACES]);
await i18n.loadLanguages('en');

afterEach(() => cleanup());
