import type { Page } from '@playwright/test';

export type ControlKind = 'button' | 'link' | 'new-tab' | 'mailto-tel' | 'no-href';

export type Control = {
  index: number;
  tag: string;
  kind: ControlKind;
  name: string;
  href: string | null;
  /** Index of the button that shows it (its popover's or dialog's), when it sits in a closed one. */
  opener: number | null;
};

export type Answer = { what: string; at: number | null; targetExists?: boolean };

export type Tap = { hidden: boolean; answer: Answer | null; untappable?: boolean };

export function recordEffects(): void;
export function listControls(page: Page): Promise<Control[]>;
export function controlLocator(page: Page, control: Control): ReturnType<Page['locator']>;
export function clearEffects(page: Page): Promise<void>;
export function tapControl(
  page: Page,
  controls: Control[],
  control: Control,
  options: { touch: boolean; timeout?: number },
): Promise<Tap>;
export function faultOf(control: Control, tap: Tap): string | null;
