// Posts for the benchmarks that publish from the console (bench/cms.mjs, bench/web.mjs's --cms-post):
// the same deterministic words every run, in English, Malay and Chinese, written and published
// through the console's API as a signed-in member (./staff-session.mjs).
import { consoleCall } from "./staff-session.mjs";

export const LANGUAGES = ["en", "ms", "zh"];
/** About this many characters of body per post: a long article of the kind the console takes. */
const BODY_CHARS = 10_000;
/** And at most this many bytes of UTF-8 (Chinese is three a character), well within what a draft's save takes. */
const BODY_BYTES = 40_000;

/** A small deterministic generator, so every run writes the same posts and waits the same delays. */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SENTENCES = {
  en: [
    "Centres using the web centre management system will see the new fee schedule from the first day of term.",
    "Parents can read every notice in the parent app, and the app shows a badge until it is opened.",
    "Teachers record attendance on the educator app, which keeps working when the centre's connection drops.",
    "If a parent has not installed the app yet, the centre can send the invitation again from the child's page.",
    "Read [the questions parents ask most](/faq) before the first week, as most answers are already there.",
    "Invoices now show each term's items on their own line, with the discount the centre gives siblings.",
    "The holiday calendar follows the state's school calendar, and a centre may add its own closing days.",
    "Support answers on weekdays from nine to six, Malaysia time, and replies to every message the same day.",
  ],
  ms: [
    "Pusat yang menggunakan sistem pengurusan pusat web akan melihat jadual yuran baharu dari hari pertama penggal.",
    "Ibu bapa boleh membaca setiap notis dalam aplikasi ibu bapa, dan aplikasi menunjukkan lencana sehingga dibuka.",
    "Guru merekod kehadiran dalam aplikasi pendidik, yang terus berfungsi apabila sambungan pusat terputus.",
    "Jika ibu bapa belum memasang aplikasi, pusat boleh menghantar jemputan sekali lagi dari halaman anak.",
    "Baca [soalan yang paling kerap ditanya](/faq) sebelum minggu pertama, kerana kebanyakan jawapan sudah ada di sana.",
    "Invois kini menunjukkan setiap item penggal pada barisnya sendiri, dengan diskaun yang diberi kepada adik-beradik.",
    "Kalendar cuti mengikut kalendar sekolah negeri, dan pusat boleh menambah hari tutupnya sendiri.",
    "Sokongan menjawab pada hari bekerja dari pukul sembilan hingga enam, waktu Malaysia, pada hari yang sama.",
  ],
  zh: [
    "使用网页中心管理系统的中心，将从本学期第一天起看到新的收费表。",
    "家长可以在家长应用中阅读每一则通知，通知在打开之前会一直显示提醒标记。",
    "老师在教师应用中记录出勤，即使中心的网络中断，应用也能继续使用。",
    "如果家长还没有安装应用，中心可以在孩子的页面上再次发送邀请。",
    "第一周之前请先阅读[家长最常问的问题](/faq)，大多数答案都在那里。",
    "发票现在把每学期的项目分行列出，并显示中心给兄弟姐妹的折扣。",
    "假期日历依照州内的学校日历，中心也可以加上自己的休息日。",
    "客服在工作日上午九点至下午六点（马来西亚时间）回复，每条信息当天答复。",
  ],
};
const HEADING = { en: "Part", ms: "Bahagian", zh: "第" };

/**
 * About BODY_CHARS characters (at most BODY_BYTES bytes) of the Markdown the console takes:
 * headings, paragraphs, lists, links.
 */
function bodyOf(language, n) {
  const sentences = SENTENCES[language];
  const next = random(n * 7 + language.length);
  const pick = () => sentences[Math.floor(next() * sentences.length)];
  const blocks = [];
  let length = 0;
  let bytes = 0;
  for (let k = 0; ; k++) {
    const part = Math.floor(k / 4) + 1;
    const block =
      k % 4 === 0
        ? `## ${language === "zh" ? `${HEADING.zh}${part}部分` : `${HEADING[language]} ${part}`}`
        : k % 4 === 3
          ? [pick(), pick(), pick()].map((line) => `- ${line}`).join("\n")
          : [pick(), pick(), pick(), pick()].join(language === "zh" ? "" : " ");
    if (length + block.length + 2 > BODY_CHARS || bytes + Buffer.byteLength(block) + 2 > BODY_BYTES) break;
    blocks.push(block);
    length += block.length + 2;
    bytes += Buffer.byteLength(block) + 2;
  }
  return blocks.join("\n\n");
}

export function wordsOf(language, n) {
  const words = {
    en: {
      title: `Term ${n} notice: fees, holidays and the parent app`,
      summary: `What changes for centres and parents in term ${n}, and what to do before it starts.`,
      slug: `term-${n}-notice`,
    },
    ms: {
      title: `Notis penggal ${n}: yuran, cuti dan aplikasi ibu bapa`,
      summary: `Apa yang berubah untuk pusat dan ibu bapa pada penggal ${n}, dan apa perlu dibuat sebelum ia bermula.`,
      slug: `notis-penggal-${n}`,
    },
    zh: {
      title: `第${n}学期通知：学费、假期与家长应用`,
      summary: `第${n}学期中心与家长有哪些变化，以及开学前要做的事。`,
      slug: `term-${n}-notice`,
    },
  }[language];
  return { ...words, body: bodyOf(language, n), audience: null };
}

/** The console's announcement calls, as the signed-in member, at the server at `origin`. */
export function announcements(origin, session) {
  const call = (method, path, body) => consoleCall(origin, session, method, `/cms/announcements${path}`, body);
  return {
    create: async () => (await call("POST", "", {})).item.id,
    /** Saves a draft over `baseVersion`; answers the text's new version. */
    save: async (id, language, words, baseVersion) =>
      (await call("PUT", `/${id}/texts/${language}`, { ...words, baseVersion })).item.texts[language].version,
    publish: (id, language) => call("POST", `/${id}/texts/${language}/publish`, {}),
    unpublish: (id, language) => call("POST", `/${id}/texts/${language}/unpublish`, {}),
  };
}

/** A new post with its drafts saved in `languages`: its id and each language's words. */
export async function writePost(api, n, languages = LANGUAGES) {
  const id = await api.create();
  const words = {};
  for (const language of languages) {
    words[language] = wordsOf(language, n);
    await api.save(id, language, words[language], 0);
  }
  return { id, words };
}

/**
 * A picture sent as the console's editor sends one (web/app/lib/console/console-api.ts's
 * consoleUpload); answers what a body writes for it.
 */
export async function uploadPicture(origin, session, bytes) {
  const response = await fetch(`${origin}/staff/api/cms/announcements/images`, {
    method: "POST",
    headers: {
      origin,
      cookie: session.cookie,
      "X-CSRF-Token": session.csrfToken,
      "content-type": "application/octet-stream",
    },
    body: bytes,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`picture upload: ${response.status} ${text}`);
  return JSON.parse(text).source;
}
