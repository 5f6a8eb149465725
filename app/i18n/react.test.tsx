import { PassThrough } from "node:stream";
import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { Suspense } from "react";
import { I18nProvider, Trans, useTranslation, type PageI18n } from "./react";
import { I18N_OPTIONS } from "./options";

const MESSAGES = {
  common: { hello: "Hello", banner: "<typed>{{text}}</typed> was kept" },
  feed: {
    by: "Posted by <name/> in <place>{{city}}</place>",
    plain: "Use <strong>Discover</strong>,<br/>then <em>this</em>",
    likes_one: "<n>{{count}}</n> like",
    likes_other: "<n>{{count}}</n> likes",
    open: "An <b>open tag and more",
  },
};

function instance(resources: Record<string, Record<string, string>> = MESSAGES, lng = "en"): I18n {
  const i18n = createInstance();
  void i18n.init({ ...I18N_OPTIONS, lng, ns: Object.keys(resources), resources: { [lng]: resources } });
  return i18n;
}

function Message({ ns, k }: { ns?: string; k: string }) {
  const { t } = useTranslation(ns);
  return <>{t(k)}</>;
}

describe("Trans", () => {
  const i18n = instance();
  const t = i18n.getFixedT(null, "feed");
  const render = (node: React.ReactElement) => renderToStaticMarkup(node);

  it("draws a named part around the message's text, and a self-closed one as the component is", () => {
    const html = render(
      <Trans
        t={t}
        i18nKey="by"
        values={{ city: "München" }}
        components={{ name: <a href="/members/1">Ana</a>, place: <bdi dir="auto" /> }}
      />,
    );
    expect(html).toBe('Posted by <a href="/members/1">Ana</a> in <bdi dir="auto">München</bdi>');
  });

  it("shows a value as typed, markup and all, and never takes it for a tag", () => {
    const html = render(
      <Trans
        t={i18n.getFixedT(null, "common")}
        i18nKey="banner"
        values={{ text: 'a <i>b</i> <3 x>y "{{text}}"' }}
        components={{ typed: <bdi dir="auto" /> }}
      />,
    );
    expect(html).toBe('<bdi dir="auto">a &lt;i&gt;b&lt;/i&gt; &lt;3 x&gt;y &quot;{{text}}&quot;</bdi> was kept');
  });

  it("keeps strong and br, and writes any other tag without a component as text", () => {
    expect(render(<Trans t={t} i18nKey="plain" />)).toBe(
      "Use <strong>Discover</strong>,<br/>then &lt;em&gt;this&lt;/em&gt;",
    );
    expect(render(<Trans t={t} i18nKey="open" />)).toBe("An &lt;b&gt;open tag and more");
  });

  it("picks the plural form from the count", () => {
    const components = { n: <strong /> };
    expect(render(<Trans t={t} i18nKey="likes" values={{ count: 1 }} components={components} />)).toBe(
      "<strong>1</strong> like",
    );
    expect(render(<Trans t={t} i18nKey="likes" values={{ count: 12 }} components={components} />)).toBe(
      "<strong>12</strong> likes",
    );
  });
});

describe("useTranslation", () => {
  it("reads an area, common by default, and notes each area the page asked for", () => {
    const used = new Set<string>();
    const page = new Proxy(instance(), {
      get: (target, property, receiver) =>
        property === "usedNamespaces" ? used : Reflect.get(target, property, receiver),
    }) as PageI18n;
    const html = renderToStaticMarkup(
      <I18nProvider i18n={page}>
        <Message k="hello" /> <Message ns="feed" k="open" />
      </I18nProvider>,
    );
    expect(html).toBe("Hello An &lt;b&gt;open tag and more");
    expect([...used]).toEqual(["common", "feed"]);
  });

  it("gives the same t across renders of one language and area", () => {
    const i18n = instance();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation("feed").t);
      return null;
    }
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Probe />
        <Probe />
      </I18nProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
  });

  it("reads a label once per language and area, and again once the instance gets new messages", () => {
    const i18n = instance();
    const draw = () =>
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <Message k="hello" />
        </I18nProvider>,
      );
    const lookups = vi.spyOn(i18n, "t");
    expect(draw()).toBe("Hello");
    expect(draw()).toBe("Hello");
    expect(lookups).toHaveBeenCalledTimes(1);
    i18n.addResource("en", "common", "hello", "Hi there");
    expect(draw()).toBe("Hi there");
    void i18n.changeLanguage("es");
    i18n.addResourceBundle("es", "common", { hello: "Hola" });
    expect(draw()).toBe("Hola");
  });

  it("waits in Suspense for an area a later page adds, then draws it", async () => {
    const asked: string[] = [];
    const backend: BackendModule = {
      type: "backend",
      init() {},
      read(language, namespace, callback) {
        asked.push(`${language}/${namespace}`);
        setTimeout(() => callback(null, { title: "Events near you" }), 10);
      },
    };
    const i18n = createInstance();
    void i18n.use(backend).init({
      ...I18N_OPTIONS,
      lng: "en",
      ns: ["common"],
      resources: { en: { common: { hello: "Hello" } } },
      partialBundledLanguages: true,
    });
    const html = await new Promise<string>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <I18nProvider i18n={i18n}>
          <Suspense fallback="loading">
            <Message ns="events" k="title" />
          </Suspense>
        </I18nProvider>,
        {
          onAllReady() {
            const sink = new PassThrough();
            let text = "";
            sink.on("data", (chunk: Buffer) => (text += chunk.toString()));
            sink.on("end", () => resolve(text));
            stream.pipe(sink);
          },
          onError: reject,
        },
      );
    });
    // React's markers around the boundary, then the text, not the fallback.
    expect(html.replace(/<!--[^>]*-->/g, "")).toBe("Events near you");
    expect(asked).toEqual(["en/events"]);
  });
});
