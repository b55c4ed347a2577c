import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installPlatform } from './platform';

installPlatform();
afterEach(() => cleanup());
