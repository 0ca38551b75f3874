// Writes the announcements' Atom feed (RFC 4287) in each language, from web/content's posts as the
// build compiles them, to build/client/announcement/feed.atom, ms/announcement/feed.atom and
// zh/announcement/feed.atom: each post's title, summary, day and address (a post not yet
// translated in English, as its page shows it). A file of the build rather than a route, so no
// page's route manifest carries it. Runs before postbuild.mjs, which compresses it with the rest.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Feed } from "feed";
import { runnerImport } from "vite";
import { contract } from "./contracts.mjs";

const root = fileURLToPath(new URL("../build/client/", import.meta.url));
const [{ parseSiteConfig }, { LANGUAGES, languageInfo, pathInLanguage }, announcements, { business }] =
  await Promise.all(["site-config", "languages", "announcements", "business"].map(contract));
const { loadCollection } = (
  await runnerImport(fileURLToPath(new URL("../build-plugins/markdown-content.ts", import.meta.url)), {
    configFile: false,
    logLevel: "warn",
  })
).module;

// The public settings this build baked into the pages, read as web/vite.config.ts reads them.
const site = parseSiteConfig(process.env);
const absolute = (path, language) => new URL(pathInLanguage(path, language), site.SITE_URL).href;
/** A post's day as an instant: the start of that day in Malaysia, where it was posted. */
const postedAt = (day) => new Date(`${day}T00:00:00+08:00`);

for (const language of LANGUAGES) {
  const posts = loadCollection("announcements", language);
  const messages = JSON.parse(readFileSync(new URL(`../messages/${language}/pages.json`, import.meta.url), "utf8"));
  const feed = new Feed({
    id: absolute(announcements.ANNOUNCEMENTS_PATH, language),
    link: absolute(announcements.ANNOUNCEMENTS_PATH, language),
    title: messages.announcement_feed_title,
    language: languageInfo[language].htmlLang,
    copyright: business.company.name,
    updated: postedAt(posts[0].date),
    feedLinks: { atom: absolute(announcements.ANNOUNCEMENTS_FEED_PATH, language) },
  });
  for (const post of posts) {
    const url = absolute(announcements.announcementPath(post.slug), language);
    feed.addItem({ id: url, link: url, title: post.title, description: post.summary, date: postedAt(post.date) });
  }
  const file = join(root, pathInLanguage(announcements.ANNOUNCEMENTS_FEED_PATH, language).slice(1));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, feed.atom1());
}
console.log(`announcement feeds: ${LANGUAGES.length} languages`);
