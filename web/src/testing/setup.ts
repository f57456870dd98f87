import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useBrazilianValidationMessages } from '@domain/zod-locale';

useBrazilianValidationMessages();

afterEach(() => {
  cleanup();
});
