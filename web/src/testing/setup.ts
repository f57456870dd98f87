import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Aliased: the domain's name starts with "use" but it is a plain setup call, not a React hook.
import { useBrazilianValidationMessages as applyBrazilianValidationMessages } from '@domain/zod-locale';

applyBrazilianValidationMessages();

afterEach(() => {
  cleanup();
});
