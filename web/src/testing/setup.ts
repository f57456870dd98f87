import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { applyBrazilianValidationMessages } from '@domain/zod-locale';

applyBrazilianValidationMessages();

afterEach(() => {
  cleanup();
});
