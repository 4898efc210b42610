import type { ReactNode } from 'react';

/** A titled part of a public form; the title names the section for screen readers. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
