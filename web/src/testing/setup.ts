import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { applyBrazilianValidationMessages } from '@domain/zod-locale';

applyBrazilianValidationMessages();

// findBy/waitFor wait up to 5 s, not 1: on a loaded machine a debounced search took longer to
// settle. The condition is still what ends the wait; speed targets live in the benches.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
