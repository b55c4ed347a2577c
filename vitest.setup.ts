import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installPlatform } from './src/testing/platform';

installPlatform();
afterEach(() => cleanup());
