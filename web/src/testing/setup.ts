import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { applyBrazilianValidationMessages } from '@domain/zod-locale';

applyBrazilianValidationMessages();

// The app renders with Preact (vite.config.ts, preactForReact), which runs effects after the
// browser's next frame. A person never acts within that frame; a test's next event comes at once,
// and jsdom paints no frames: effects run as soon as the render's task ends instead.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

afterEach(() => {
  cleanup();
});
