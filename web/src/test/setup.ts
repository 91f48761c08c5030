// Test set-up: both languages loaded, Thai (the default) rendering, before any component renders
// (the English texts features give as a loader too, once the test file has registered them);
// rendered trees removed after each test (vitest runs without globals, so Testing Library cannot
// register this itself).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadLanguage } from '@/lib/i18n';

// Lazy pages load real chunks through dynamic import: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

await initI18n('th');
await loadLanguage('en');
beforeAll(() => loadLanguage('en'));

afterEach(() => cleanup());
