import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@mehendi/shared';
import { createI18n, type Loader } from './store';
import { createUseTranslation } from './use-translation';
import type { Messages } from './translate';

/** The real locale files, read from disk, counting each fetch. */
function realLoader() {
  return vi.fn<Loader>(
    async (language: Language, namespace: string) =>
      JSON.parse(
        await readFile(path.join(import.meta.dirname, 'locales', language, `${namespace}.json`), 'utf8'),
      ) as Messages,
  );
}

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('i18n store', () => {
  it('loads a namespace only when asked, in the language and in English, each file once', async () => {
    const loader = realLoader();
    const i18n = createI18n(loader, 'hi');
    expect(loader).not.toHaveBeenCalled();

    const first = i18n.pending('hi', 'admin');
    expect(first).toBeInstanceOf(Promise);
    expect(i18n.pending('hi', 'admin')).toBe(first);
    await first;
    expect(loader.mock.calls.sort()).toEqual([
      ['en', 'admin'],
      ['hi', 'admin'],
    ]);
    expect(i18n.pending('hi', 'admin')).toBeNull();
    expect(i18n.fixedT('hi', 'admin')('customers.count', { count: 1 })).toBe('1 बुकिंग');
    expect(i18n.fixedT('hi', 'admin')('artists.count', { count: 3 })).toBe('3 कलाकार');
  });

  it('fails the render after a failed load instead of fetching again, and load() tries again', async () => {
    const loader = vi
      .fn<Loader>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'Home' });
    const i18n = createI18n(loader);
    await expect(i18n.pending('en', 'common')).rejects.toThrow('offline');
    expect(() => i18n.pending('en', 'common')).toThrow('offline');
    expect(loader).toHaveBeenCalledTimes(1);
    await i18n.load('en', 'common');
    expect(i18n.pending('en', 'common')).toBeNull();
    expect(i18n.fixedT('en', 'common')('title')).toBe('Home');
  });

  it('changes language after loading the namespaces in use, then notifies subscribers', async () => {
    const loader = realLoader();
    const i18n = createI18n(loader, 'en');
    await i18n.load('en', 'common');
    const seen: string[] = [];
    i18n.subscribe(() => seen.push(i18n.getSnapshot().language));

    await i18n.changeLanguage('hn');
    expect(i18n.getSnapshot().language).toBe('hi');
    expect(loader).toHaveBeenCalledWith('hi', 'common');
    expect(loader).not.toHaveBeenCalledWith('hi', 'public');
    expect(i18n.pending('hi', 'common')).toBeNull();
    expect(seen.at(-1)).toBe('hi');
    expect(i18n.fixedT('hi', 'common')('notFound.goHome')).not.toBe('Go Back to Home');
  });
});

describe('useTranslation', () => {
  it('suspends until its namespace is in, so the first render is already translated', async () => {
    const loader = realLoader();
    const i18n = createI18n(loader, 'mr');
    const useTranslation = createUseTranslation(i18n, 'common');
    function Title() {
      const { t, i18n: info } = useTranslation('common');
      return createElement('h1', { lang: info.language }, t('notFound.title'));
    }
    const page = await html(createElement(Suspense, { fallback: 'loading' }, createElement(Title)));
    const marathi = JSON.parse(
      await readFile(path.join(import.meta.dirname, 'locales/mr/common.json'), 'utf8'),
    ) as { notFound: { title: string } };
    expect(page).toContain(`<h1 lang="mr">${marathi.notFound.title}</h1>`);
    expect(page).not.toContain('loading');
    expect(loader.mock.calls.sort()).toEqual([
      ['en', 'common'],
      ['mr', 'common'],
    ]);
  });
});
