import type { SidersType } from '@mehendi/shared';

/** The variety and price range whose designs the view shows; '' while not chosen. */
export interface DesignFilter {
  variety: string;
  priceRange: string;
}

export const NO_DESIGN_FILTER: DesignFilter = { variety: '', priceRange: '' };

export type SidersFilter = SidersType | null;
