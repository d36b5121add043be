import { formatCount, PARTICLES, type ParticlePair, withParticle } from '@jumun/shared';

export type Messages = Record<string, unknown>;

export type TOptions = {
  /** The namespace(s) to look in, in order (a key may also name one: `storefront:cart.title`). */
  ns?: string | readonly string[];
  /** Another language than the current one. */
  lng?: string;
  /** What to show when no language has the key (else the key itself). */
  defaultValue?: string;
  /** Return a list or object message as it is, its strings filled in. */
  returnObjects?: boolean;
  /** Picks `key_one` / `key_other` when the message has plural forms; also a value like any other. */
  count?: number;
  [value: string]: unknown;
};

/** `t(key, values)`; a message's `{{name}}` takes `values.name`, `{{name, number}}` formats it, `{{name, 을/를}}` adds the particle. */
export type TFunction<_Namespace extends string = string> = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

const DEFAULT_NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?\}\}/g;

const pathOf = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined),
      source,
    );

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

const format = (value: unknown, format: string | undefined, language: string): string => {
  if (value === undefined || value === null) return '';
  // Korean and English group digits alike; formatCount spares the page ICU's number formatting (decision 055).
  if (format === 'number' && typeof value === 'number') return formatCount(value);
  const text = String(value);
  if (format && format in PARTICLES)
    return language === 'ko' ? withParticle(text, format as ParticlePair) : text;
  return text;
};

const fill = (message: string, options: TOptions, language: string) =>
  message.replace(PLACEHOLDER, (_all, name: string, formatName?: string) =>
    format(pathOf(options, name), formatName, language),
  );

const fillAll = (message: unknown, options: TOptions, language: string): unknown => {
  if (typeof message === 'string') return fill(message, options, language);
  if (Array.isArray(message)) return message.map((item) => fillAll(item, options, language));
  if (message && typeof message === 'object')
    return Object.fromEntries(
      Object.entries(message).map(([key, item]) => [key, fillAll(item, options, language)]),
    );
  return message;
};

/**
 * The app's messages, by language and namespace: the small part of i18next the app used (nested keys, `{{values}}`
 * with the number and Korean-particle formats, namespaces, Korean as the fallback language), without its ≈ 18 kB on
 * every first load (decision 024).
 */
export const createTranslator = (fallbackLanguage: string) => {
  const resources = new Map<string, Map<string, Messages>>();
  const listeners = new Set<(event: 'added' | 'languageChanged') => void>();
  let language = fallbackLanguage;

  const emit = (event: 'added' | 'languageChanged') => {
    for (const listener of listeners) listener(event);
  };

  const lookup = (lng: string, ns: string, key: string): unknown => pathOf(resources.get(lng)?.get(ns), key);

  const t = ((key: string, options: TOptions = {}) => {
    let namespaces = options.ns === undefined ? [DEFAULT_NAMESPACE] : [options.ns].flat();
    let path = key;
    const separator = key.indexOf(':');
    if (separator > 0) {
      namespaces = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    const requested = options.lng ?? language;
    const languages = requested === fallbackLanguage ? [requested] : [requested, fallbackLanguage];
    const candidates =
      typeof options.count === 'number' ? [`${path}_${pluralOf(requested, options.count)}`, path] : [path];
    for (const lng of languages)
      for (const ns of namespaces)
        for (const candidate of candidates) {
          const found = lookup(lng, ns, candidate);
          if (typeof found === 'string') return fill(found, options, requested);
          if (found !== undefined && options.returnObjects) return fillAll(found, options, requested);
        }
    return options.defaultValue === undefined ? key : fill(options.defaultValue, options, requested);
  }) as TFunction;

  return {
    t,
    get language() {
      return language;
    },
    changeLanguage: (next: string) => {
      if (next === language) return;
      language = next;
      emit('languageChanged');
    },
    hasResourceBundle: (lng: string, ns: string) => resources.get(lng)?.has(ns) ?? false,
    addResourceBundle: (lng: string, ns: string, messages: Messages) => {
      let byNamespace = resources.get(lng);
      if (!byNamespace) {
        byNamespace = new Map();
        resources.set(lng, byNamespace);
      }
      byNamespace.set(ns, { ...byNamespace.get(ns), ...messages });
      emit('added');
    },
    /** One message, at a dotted key (tests). */
    addResource: (lng: string, ns: string, key: string, message: string) => {
      const parts = key.split('.');
      const nested = parts.reduceRight<unknown>((value, part) => ({ [part]: value }), message) as Messages;
      const merge = (into: Messages, from: Messages): Messages => {
        const out = { ...into };
        for (const [name, value] of Object.entries(from)) {
          const existing = out[name];
          out[name] =
            existing && typeof existing === 'object' && value && typeof value === 'object'
              ? merge(existing as Messages, value as Messages)
              : value;
        }
        return out;
      };
      const byNamespace = resources.get(lng) ?? new Map<string, Messages>();
      byNamespace.set(ns, merge(byNamespace.get(ns) ?? {}, nested));
      resources.set(lng, byNamespace);
      emit('added');
    },
    subscribe: (listener: (event: 'added' | 'languageChanged') => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type Translator = ReturnType<typeof createTranslator>;
