/**
 * Room lib/ui: helpers of the building blocks: cn(), focus, rich text in copy, the inlined first-screen picture.
 * Used by components/.
 */

import { clsx, type ClassValue } from 'clsx';

/**
 * Joins conditional class names. Deliberately no class merging (tailwind-merge costs ~9 KB gzip in every
 * client bundle): callers never pass two utilities for the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
