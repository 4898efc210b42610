import { useState } from 'react';
import type { Design } from '@mehendi/shared';
import type { QueryState } from '../../../lib/use-query';
import { useToast } from '../../../ui/toast';
import { DesignGrid } from './design-grid';
import { DesignZoomDialog } from './design-zoom-dialog';

interface DesignPickerProps {
  query: QueryState<Design[]>;
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** Translated texts: the toast after each change, the empty and failed states. */
  updatedText: string;
  emptyText: string;
  errorText: string;
  nameOf(index: number): string;
}

/** docs/pages.md: a click toggles the design in the chosen list and also opens its zoom view. */
export function DesignPicker({
  query,
  selected,
  onChange,
  updatedText,
  emptyText,
  errorText,
  nameOf,
}: DesignPickerProps) {
  const toast = useToast();
  const [zoomed, setZoomed] = useState<{ design: Design; index: number } | null>(null);

  const toggle = (design: Design) => {
    const chosen = selected.includes(design.imagePath);
    onChange(chosen ? selected.filter((path) => path !== design.imagePath) : [...selected, design.imagePath]);
    toast.success(updatedText);
  };

  return (
    <>
      <DesignGrid
        query={query}
        selected={selected}
        emptyText={emptyText}
        errorText={errorText}
        nameOf={nameOf}
        onPick={(design, index) => {
          toggle(design);
          setZoomed({ design, index });
        }}
      />
      <DesignZoomDialog
        design={zoomed?.design ?? null}
        name={zoomed ? nameOf(zoomed.index) : ''}
        chosen={zoomed ? selected.includes(zoomed.design.imagePath) : false}
        onToggle={toggle}
        onClose={() => setZoomed(null)}
      />
    </>
  );
}
