// Our binding of i18next to React (decision 099): the page's instance in a context, a `t` fixed to an area, and
// Trans for messages that wrap part of their text in an element. react-i18next did the same in 5.5 kB of the
// first load; what the pages use of it fits here.
import {
  createContext,
  createElement,
  cloneElement,
  Fragment,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import type { i18n as I18n, TFunction } from "i18next";

/** The server's view of its shared instance for one page notes the areas the page's render asked for
 * (i18n.server.ts), so the page sends the browser just those. */
export type PageI18n = I18n & { usedNamespaces?: Set<string> };

/** The instance and its language: a new value when the language changes, which draws every part that reads it. */
type Binding = { i18n: PageI18n; language: string };

const I18nContext = createContext<Binding | null>(null);

// The provider listens for a change of language once for the page, where each part listening for itself meant one
// more hook, effect and listener in each of some 200 parts a page draws.
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const follow = () => setLanguage(i18n.language);
    i18n.on("languageChanged", follow);
    // A change between this render and the listener.
    follow();
    return () => i18n.off("languageChanged", follow);
  }, [i18n]);
  const binding = useMemo(() => ({ i18n, language }), [i18n, language]);
  return <I18nContext.Provider value={binding}>{children}</I18nContext.Provider>;
}

// One fixed t per instance, language and area: the same function across renders, a new one when the language
// changes (memoised parts then draw again). Keyed by the instance's store, which the server's per-page views
// share with their instance.
const fixedTs = new WeakMap<object, Map<string, TFunction>>();

function fixedT(i18n: I18n, namespace: string): TFunction {
  let byKey = fixedTs.get(i18n.store);
  if (!byKey) {
    fixedTs.set(i18n.store, (byKey = new Map()));
    // Messages an area brings later (the browser's /locales) may answer a key differently: start afresh.
    i18n.store.on("added", () => byKey!.clear());
  }
  const key = `${i18n.language}|${namespace}`;
  let t = byKey.get(key);
  if (!t) byKey.set(key, (t = remembering(i18n.getFixedT(null, namespace))));
  return t;
}

// A label asked for without values ("Share", "Report" on every post) reads the same for one language and area
// every time: i18next's lookup, 5 to 20 µs a call here, is made once (issue 48's bare render).
function remembering(t: TFunction): TFunction {
  const known = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => string;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return call(key, ...rest);
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = call(key)));
    return text;
  }) as unknown as TFunction;
}

// An area a later page adds comes from /locales (i18n.client.ts): the part waits in Suspense, once per area and
// language (a load that failed counts as done, and the part then shows what it has).
const loading = new Map<string, Promise<void>>();

function loaded(i18n: I18n, namespace: string): Promise<void> {
  const key = `${i18n.language}|${namespace}`;
  let promise = loading.get(key);
  if (!promise) loading.set(key, (promise = new Promise((resolve) => void i18n.loadNamespaces(namespace, resolve))));
  return promise;
}

/** The page's t for an area (`common` by default), and its instance. Draws again when the language changes. */
export function useTranslation(ns?: string): { t: TFunction; i18n: I18n } {
  const binding = useContext(I18nContext);
  if (!binding) throw new Error("useTranslation needs an I18nProvider above it");
  const { i18n } = binding;
  const namespace = ns ?? String(i18n.options.defaultNS);
  i18n.usedNamespaces?.add(namespace);
  if (i18n.languages?.length && !i18n.hasLoadedNamespace(namespace)) throw loaded(i18n, namespace);
  return { t: fixedT(i18n, namespace), i18n };
}

// Values stand in the message as these marks while its tags are read, so a value is always text: a name or a
// search that holds "<b>" is shown as typed, never taken for markup.
const MARK = /\uE000(\d+)\uE001/g;
const TAG = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;
/** Tags a message may use without a component of their own. */
const PLAIN_TAGS = new Set(["br", "strong", "i", "p"]);

type TransProps = {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** An element for each named tag: `<name>text</name>` draws it around the message's text, `<name/>` as it is. */
  components?: Record<string, ReactElement>;
};

/** A message whose parts are elements: "Posted by <name/> in <place>{{city}}</place>". */
export function Trans({ t, i18nKey, values = {}, components = {} }: TransProps) {
  const texts: string[] = [];
  const marked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") {
      marked[name] = `\uE000${texts.length}\uE001`;
      texts.push(value);
    } else marked[name] = value;
  }
  const message = String(t(i18nKey, marked));
  const text = (part: string) => (texts.length ? part.replace(MARK, (_, index: string) => texts[+index] ?? "") : part);

  // Open elements, innermost last; each holds what has been read inside it.
  type Open = { name: string; children: ReactNode[] };
  const stack: Open[] = [{ name: "", children: [] }];
  const add = (node: ReactNode) => node !== "" && stack[stack.length - 1]!.children.push(node);
  const element = (name: string, children: ReactNode[] | null, key: number): ReactNode => {
    const component = Object.hasOwn(components, name) ? components[name] : undefined;
    if (component) return children ? cloneElement(component, { key }, ...children) : cloneElement(component, { key });
    if (PLAIN_TAGS.has(name)) return createElement(name, { key }, ...(children ?? []));
    // Any other tag is text, as written.
    return children ? createElement(Fragment, { key }, `<${name}>`, ...children, `</${name}>`) : `<${name}/>`;
  };
  let at = 0;
  let key = 0;
  for (const tag of message.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = tag;
    add(text(message.slice(at, tag.index)));
    at = tag.index + whole.length;
    if (selfClosing) add(element(name!, null, key++));
    else if (!closing) stack.push({ name: name!, children: [] });
    else if (stack.length > 1 && stack[stack.length - 1]!.name === name) {
      const open = stack.pop()!;
      add(element(name!, open.children, key++));
    } else add(text(whole));
  }
  add(text(message.slice(at)));
  // A tag left open is text, as written, and what followed it stays.
  while (stack.length > 1) {
    const open = stack.pop()!;
    stack[stack.length - 1]!.children.push(`<${open.name}>`, ...open.children);
  }
  return createElement(Fragment, null, ...stack[0]!.children);
}
