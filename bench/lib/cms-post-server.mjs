// bench:web's --cms-post (BENCH_CMS_POST=1): Lighthouse on a page the server makes at request time,
// a post published from the console (issue 52), rather than on a prerendered one. The server gets a
// database of its own; a marketing member publishes one long post in English, Malay and Chinese,
// with a picture in each (a photograph-like JPEG, so its AVIF and WebP are of a real size).
import { join } from "node:path";
import { removeSqliteDatabase } from "../../scripts/lib/sqlite-files.mjs";
import { announcements, LANGUAGES, uploadPicture, writePost } from "./cms-posts.mjs";
import { ROOT } from "./site-server.mjs";
import { enrolAndSignIn } from "./staff-session.mjs";

const DATABASE = join(ROOT, ".tmp", "bench-web-cms.sqlite");
const PREFIX = { en: "", ms: "/ms", zh: "/zh" };
const PICTURE_WORDS = {
  en: "Children and a teacher reading together at a low table",
  ms: "Kanak-kanak dan seorang guru membaca bersama di meja rendah",
  zh: "孩子们和老师围坐在矮桌旁一起阅读",
};

/** The server's settings: a fresh database, and what the console needs to sign a member in. */
export function cmsPostServerEnv(origin) {
  removeSqliteDatabase(DATABASE);
  return {
    HOST: "127.0.0.1",
    SQLITE_PATH: DATABASE,
    STAFF_SECRET_KEY: "bench-staff-secret-key-not-for-production-01",
    STAFF_CONSOLE_URL: origin,
  };
}

/** A 1,600 × 1,000 picture with a photograph's detail (noise compresses as badly as a photo does). */
async function photograph() {
  const { default: sharp } = await import("sharp");
  return sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: "#7aa6c2",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Publishes the post in every language; answers its addresses. */
export async function publishCmsPost(origin, env) {
  const session = await enrolAndSignIn(origin, env, { email: "bench.web@ikey.example", role: "marketing" });
  const api = announcements(origin, session);
  const source = await uploadPicture(origin, session, await photograph());
  const { id, words } = await writePost(api, 1);
  const paths = [];
  for (const language of LANGUAGES) {
    // The picture after the first heading and paragraph: below the first screen, as a post's would be.
    const [heading, first, ...rest] = words[language].body.split("\n\n");
    const body = [heading, first, `![${PICTURE_WORDS[language]}](${source})`, ...rest].join("\n\n");
    await api.save(id, language, { ...words[language], body }, 1);
    await api.publish(id, language);
    paths.push(`${PREFIX[language]}/announcement/${words[language].slug}`);
  }
  return paths;
}
