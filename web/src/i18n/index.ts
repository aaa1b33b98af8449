import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { persistedMenuLanguageId } from '../app/persisted-ui';
import { en, type Catalogue, type Message, type MessageKey } from './en';

export type { Catalogue, MessageKey } from './en';

// Every language but English is one file in ./languages, named by its language id (da.ts), and
// its own chunk: an English guest downloads none of them, a Danish guest only da.ts.
const loaders = import.meta.glob<Catalogue>('./languages/*.ts', { import: 'default' });

const idOfPath = (path: string) => /([^/]+)\.ts$/.exec(path)?.[1] ?? '';
const loaderById = new Map(Object.entries(loaders).map(([path, load]) => [idOfPath(path), load]));

/** The languages the screens can be shown in, English first. */
export const SCREEN_LANGUAGES: readonly string[] = ['en', ...loaderById.keys()];

/**
 * The language the screens speak: the guest's chosen menu language, else the browser's, when a
 * catalogue exists for it ('da-DK' reads the 'da' one); English otherwise.
 */
export function screenLanguage(
  menuLanguageId: string | null | undefined,
  browserLanguage: string | undefined,
): string {
  for (const tag of [menuLanguageId, browserLanguage]) {
    const id = tag?.split('-')[0]?.toLowerCase();
    if (id && SCREEN_LANGUAGES.includes(id)) return id;
  }
  return 'en';
}

/** English texts a screen has at hand: en.ts, with en-orders.ts on the order page. */
export type English = Partial<Catalogue>;

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<Catalogue>>();

/** The catalogue of another language than English, fetched once. */
export function loadCatalogue(language: string): Promise<Catalogue> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  const load = loaderById.get(language);
  if (!load) return Promise.reject(new Error(`No screen texts in ${language}`));
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then(
      (catalogue) => {
        loaded.set(language, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        // A chunk that failed (a dropped connection) is asked for again by the next screen.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The Intl locale of a screen language: British for English, as the spec writes its dates and
 * times ('Fri 5 Jun, 18:00', 24-hour), else the language itself ('da').
 */
export const localeOf = (language: string): string => (language === 'en' ? 'en-GB' : language);

type Params = Readonly<Record<string, string | number>>;

function pick(message: Message, params: Params | undefined): string {
  if (typeof message === 'string') return message;
  // English and Danish both use the singular for exactly one.
  return params?.count === 1 ? message.one : message.other;
}

/** A message with its {placeholders} filled in; a placeholder without a value stays as written. */
export function format(message: Message, params?: Params): string {
  return pick(message, params).replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

export interface Messages {
  /** The language shown ('en' until another language's catalogue has arrived). */
  language: string;
  /** The Intl locale of dates and times in that language. */
  locale: string;
  t: (key: MessageKey, params?: Params) => string;
  /** As t, with elements for placeholders (e.g. a name in <strong>): the pieces to render. */
  rich: (key: MessageKey, parts: Readonly<Record<string, ReactNode>>) => ReactNode[];
  /**
   * An English text made elsewhere (shared rules, the server) in this language when it is one of
   * the catalogue's English texts, its placeholders filled in ('Hotel Nyhavn has accepted your
   * order'), else as it came.
   */
  known: (english: string) => string;
}

type Pattern = { key: MessageKey; names: string[]; pattern: RegExp };
const patternsByEnglish = new WeakMap<English, Pattern[]>();

/** Each English string text as a pattern that matches it with any values in its placeholders. */
function englishPatterns(english: English): Pattern[] {
  const known = patternsByEnglish.get(english);
  if (known) return known;
  const patterns = Object.entries(english).flatMap(([key, text]) => {
    if (typeof text !== 'string') return [];
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (name === undefined) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+)';
      })
      .join('');
    return [{ key: key as MessageKey, names, pattern: new RegExp(`^${source}$`) }];
  });
  // A text word for word before one that only fits its shape ('Add {name}').
  patterns.sort((a, b) => a.names.length - b.names.length);
  patternsByEnglish.set(english, patterns);
  return patterns;
}

/**
 * The texts of a language, or of English when `catalogue` is undefined; a key the screen's English
 * lacks reads as the key, which the tests catch.
 */
export function messagesOf(
  catalogue: Catalogue | undefined,
  language: string,
  english: English = en,
): Messages {
  const text = (key: MessageKey): Message => catalogue?.[key] ?? english[key] ?? key;
  return {
    language,
    locale: localeOf(language),
    t: (key, params) => format(text(key), params),
    rich: (key, parts) =>
      pick(text(key), undefined)
        .split(/(\{\w+\})/)
        .map((piece) => {
          const name = /^\{(\w+)\}$/.exec(piece)?.[1];
          return name !== undefined && name in parts ? parts[name] : piece;
        }),
    known: (source) => {
      if (!catalogue) return source;
      for (const { key, names, pattern } of englishPatterns(english)) {
        const match = pattern.exec(source);
        if (match) {
          return format(
            catalogue[key],
            Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
          );
        }
      }
      return source;
    },
  };
}

/**
 * The guest and staff screens' texts, in the menu language the guest chose, else the browser's,
 * else English. Another language's catalogue is fetched on first use; English shows meanwhile.
 * `english` is the screen's English texts, en.ts unless the screen brings more (useOrderMessages).
 */
export function useMessages(english: English = en): Messages {
  const menuLanguageId = useAppSelector((state) => state.ui.menuLanguageId);
  const language = screenLanguage(menuLanguageId, navigator.language);
  const catalogue = language === 'en' ? undefined : loaded.get(language);
  const [, setArrived] = useState(0);

  useEffect(() => {
    if (catalogue || language === 'en') return;
    let current = true;
    loadCatalogue(language).then(
      () => current && setArrived((count) => count + 1),
      (error: unknown) => console.error('Failed to load the screen texts', language, error),
    );
    return () => {
      current = false;
    };
  }, [catalogue, language]);

  return useMemo(
    () => messagesOf(catalogue, catalogue ? language : 'en', english),
    [catalogue, language, english],
  );
}

/** The language the screens will open in, from the stored menu language before the store exists. */
function startingLanguage(): string {
  let stored: string | null = null;
  try {
    stored = persistedMenuLanguageId(localStorage);
  } catch {
    // No storage (a privacy mode): the browser's language decides.
  }
  return screenLanguage(stored, navigator.language);
}

// Another language's texts start loading with the app, not when the first screen asks, so they
// usually arrive with the location's data and the page does not show English first.
if (typeof navigator !== 'undefined') {
  const starting = startingLanguage();
  if (starting !== 'en') void loadCatalogue(starting).catch(() => undefined);
}
