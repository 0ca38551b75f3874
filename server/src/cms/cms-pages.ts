import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ANNOUNCEMENTS_FEED_PATH, ANNOUNCEMENTS_PATH, announcementPath } from "@ikey/contracts/announcements";
import { CMS_REFRESH_MS, CMS_TEMPLATE_SLUG } from "@ikey/contracts/cms";
import { HELP_AUDIENCES, HELP_PATH, type HelpAudience, helpAudiencePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import { inlineScriptHashes, pageContentSecurityPolicy } from "@ikey/contracts/security-headers";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { notFoundFile } from "@ikey/contracts/site-pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../time";
import type { CmsLive, Resolution } from "./cms-live";
import type { FilledPage } from "./cms-templates";

export interface CmsPagesOptions {
  readonly live: CmsLive;
  readonly webRoot: string;
  readonly site: SiteConfig;
  readonly clock: Clock;
  readonly refreshMs?: number;
}

/**
 * The console's posts and help articles on the public site (docs/decisions/0045-cms.md), at the
 * addresses of the built-in ones: their pages, the `.data` the browser fetches when it moves to one, 301 from an
 * address an item had before (an article's old slug or old audience), 410 once it is taken down. An
 * address that is none of the console's is the built site's, as before: a built-in post's or
 * article's `.data` file, the feed, or the not-found page. A built-in article's page is a static
 * route (static-site.ts), which the router prefers to the parametric one here.
 */
async function cmsPages(app: FastifyInstance, options: CmsPagesOptions) {
  const goneFiles = new Map<Language, { html: string; policy: string }>();
  for (const language of LANGUAGES) {
    const html = readFileSync(join(options.webRoot, notFoundFile(language)), "utf8");
    goneFiles.set(language, { html, policy: pageContentSecurityPolicy(options.site, await inlineScriptHashes(html)) });
  }
  const { live } = options;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  // A database that is down at the start (or later) leaves the site as built; the next read catches
  // up. Once the server is closing, the database may close first: nothing is read then.
  const refresh = async () => {
    if (closing) return;
    await live.refresh().catch((error: unknown) => app.log.error({ err: error }, "reading the console's posts failed"));
  };
  app.addHook("onReady", async () => {
    await refresh();
    timer = setInterval(refresh, options.refreshMs ?? CMS_REFRESH_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onClose", async () => clearInterval(timer));

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: FilledPage) => {
    const accepted = request.headers["accept-encoding"] ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
    reply
      .header("content-security-policy", page.policy)
      .header("Cache-Control", "no-cache")
      .header("Vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (!encoding) return reply.send(page.html);
    return reply.header("Content-Encoding", encoding).send(encoding === "br" ? page.brotli : page.gzip);
  };

  // The built pages that list posts: written again with the console's live ones, when there are any.
  const listings = new Map<string, (now: number) => Promise<FilledPage> | undefined>();
  const feeds = new Map<string, Language>();
  for (const language of LANGUAGES) {
    const list = pathInLanguage(ANNOUNCEMENTS_PATH, language);
    const home = pathInLanguage("/", language);
    listings.set(list, (now) => live.snapshot().listPage(language, now));
    listings.set(`${list}.data`, (now) => live.snapshot().listPage(language, now));
    listings.set(home, (now) => live.snapshot().homePage(language, now));
    listings.set(home === "/" ? "/_root.data" : `${home}.data`, (now) => live.snapshot().homePage(language, now));
    feeds.set(pathInLanguage(ANNOUNCEMENTS_FEED_PATH, language), language);
    for (const audience of HELP_AUDIENCES) {
      const help = pathInLanguage(helpAudiencePath(audience), language);
      const page = (now: number) => live.snapshot().helpListPage(language, audience, now);
      listings.set(help, page);
      listings.set(`${help}.data`, page);
    }
  }
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const path = request.url.split("?")[0] ?? "/";
    const now = options.clock();
    const feedLanguage = feeds.get(path);
    if (feedLanguage) {
      const feed = live.snapshot().feed(feedLanguage, now);
      if (feed) return reply.header("Cache-Control", "public, max-age=300").type("application/atom+xml").send(feed);
      return;
    }
    if (path === "/sitemap.xml") {
      const sitemap = live.snapshot().sitemap(now);
      if (sitemap)
        return reply
          .header("Cache-Control", "public, max-age=3600")
          .type("application/xml; charset=utf-8")
          .send(sitemap);
      return;
    }
    const page = await listings.get(path)?.(now);
    if (!page) return;
    if (path.endsWith(".data")) return reply.header("Cache-Control", "no-cache").type("text/x-script").send(page.data);
    return sendPage(request, reply, page);
  });

  /**
   * One console address's answer: the page, its `.data`, a move, 410, or else the built site's own
   * file at the address (`builtFile`, for an address with a dot: a built-in item's data, the feed).
   */
  const answerFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language,
    asked: string,
    resolve: (slug: string) => Promise<Resolution>,
    builtFile: string,
  ) => {
    const data = asked.endsWith(".data");
    const slug = data ? asked.slice(0, -".data".length) : asked;
    const answer = slug === CMS_TEMPLATE_SLUG ? ({ kind: "none" } as const) : await resolve(slug);
    switch (answer.kind) {
      case "page":
        if (data) return reply.header("Cache-Control", "no-cache").type("text/x-script").send(answer.page.data);
        return sendPage(request, reply, answer.page);
      case "moved":
        return reply.redirect(data ? `${answer.location}.data` : answer.location, answer.status);
      case "gone": {
        const gone = goneFiles.get(language);
        if (data || !gone) return reply.code(410).send({ error: "Gone", message: "This page has been taken down." });
        return reply
          .code(410)
          .header("content-security-policy", gone.policy)
          .type("text/html; charset=utf-8")
          .send(gone.html);
      }
      default: {
        // Only the files the built site has at such addresses: a page's data and the feed (a page's own
        // HTML, or its compressed copy, is served at the page's address alone, as static-site.ts does).
        const builtData = /^[\w-]+\.data$/.test(asked) && slug !== CMS_TEMPLATE_SLUG;
        if (builtData || asked === "feed.atom") return reply.sendFile(builtFile);
        return reply.callNotFound();
      }
    }
  };

  const audiences = new Set<string>(HELP_AUDIENCES);
  for (const language of LANGUAGES) {
    const route = pathInLanguage(announcementPath(":slug"), language);
    app.get<{ Params: { slug: string } }>(route, { compress: false }, (request, reply) => {
      const asked = request.params.slug;
      return answerFor(
        request,
        reply,
        language,
        asked,
        (slug) => live.snapshot().resolvePost(language, slug, options.clock()),
        route.replace(":slug", asked).slice(1),
      );
    });
    const helpRoute = pathInLanguage(`${HELP_PATH}/:audience/:slug`, language);
    app.get<{ Params: { audience: string; slug: string } }>(helpRoute, { compress: false }, (request, reply) => {
      const { audience, slug: asked } = request.params;
      if (!audiences.has(audience)) return reply.callNotFound();
      return answerFor(
        request,
        reply,
        language,
        asked,
        (slug) => live.snapshot().resolveArticle(language, audience as HelpAudience, slug, options.clock()),
        helpRoute.replace(":audience", audience).replace(":slug", asked).slice(1),
      );
    });
  }
}

export default fp(cmsPages, { name: "cms-pages", dependencies: ["static-site"] });
