import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { readFlag, type StorageKey } from '../lib/storage';

interface RequireFlagProps {
  flag: StorageKey;
  /** Where the page is replaced to when the flag is not set. */
  otherwise: string;
  children: ReactNode;
}

/**
 * A page reachable only once a step of the flow set its flag (docs/pages.md guards, docs/decisions.md §2).
 */
export function RequireFlag({ flag, otherwise, children }: RequireFlagProps) {
  return readFlag(flag) ? children : <Redirect replace to={otherwise} />;
}
