import type { CmsImageReply, CmsItem } from "@ikey/contracts/cms-api-schemas";
import {
  CMS_IMAGE_FORMATS,
  CMS_IMAGE_MAX_BYTES,
  type CmsImageSize,
  cmsImageHeightAt,
  cmsImageVariantName,
  cmsImageWidths,
} from "@ikey/contracts/cms-images";
import { CSRF_HEADER, STAFF_API } from "@ikey/contracts/staff";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { STAFF_SESSION_COOKIE } from "../src/staff/session-tokens";
import { SITE, STAFF_SECRET_KEY, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { createTestApp, engines } from "./test-app";

/*
 * Pictures in the console's posts (docs/decisions/0045-cms.md, "Images"), on both engines: made by
 * sharp here, uploaded as the editor uploads them, read back from /media with sharp.
 */

const setup = staffHarnessPerTest();

const upload = (
  h: StaffHarness,
  as: TestMember | undefined,
  bytes: Buffer,
  { type = "application/octet-stream", area = "announcements", csrf = true } = {},
) => h.call("POST", `/cms/${area}/images`, { as, body: bytes, headers: { "content-type": type }, csrf });

const media = (app: StaffHarness["app"], name: string, headers: Record<string, string> = {}, method = "GET") =>
  app.inject({ method: method as "GET" | "HEAD", url: `/media/${name}`, headers });

/** A picture with some detail, so the encoders have something to keep. */
function gradient(width: number, height: number, channels: 3 | 4 = 3) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
      if (channels === 4) pixels[at + 3] = 200;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** Every variant of a picture is served in its format at its width and height; answers them. */
async function expectVariants(app: StaffHarness["app"], image: CmsImageSize) {
  const served: sharp.Metadata[] = [];
  for (const width of cmsImageWidths(image.width)) {
    for (const format of CMS_IMAGE_FORMATS) {
      const name = cmsImageVariantName(image.id, width, format);
      const reply = await media(app, name);
      expect(reply.statusCode, name).toBe(200);
      expect(reply.headers["content-type"]).toBe(`image/${format}`);
      const metadata = await sharp(reply.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height], name).toEqual([
        format === "avif" ? "heif" : "webp",
        width,
        cmsImageHeightAt(image, width),
      ]);
      served.push(metadata);
    }
  }
  return served;
}

describe.each(engines)("pictures on %s", (engine) => {
  it("takes PNG, JPEG and WebP, makes every width in AVIF and WebP, and keeps one picture per file", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const png = await gradient(1600, 1000, 4).png().toBuffer();
    const jpeg = await gradient(1000, 700).jpeg().toBuffer();
    const webp = await gradient(500, 300).webp().toBuffer();
    const sizes = [
      [png, "image/png", 1600, 1000],
      [jpeg, "image/jpeg", 1000, 700],
      [webp, "application/octet-stream", 500, 300],
    ] as const;
    for (const [bytes, type, width, height] of sizes) {
      const reply = await upload(h, marketing, bytes, { type });
      expect(reply.statusCode, reply.body).toBe(201);
      const { image, source } = reply.json<CmsImageReply>();
      expect(image).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), width, height });
      expect(source).toBe(`/media/${image.id}-${width}x${height}`);
      await expectVariants(h.app, image);
    }
    // 1600 wide: 480, 960 and 1440; 500 wide: 480 and its own 500.
    const widths = await h.db
      .selectFrom("cms_image_variants")
      .select(["width", "format"])
      .orderBy("width")
      .orderBy("format")
      .execute();
    expect(widths.filter((row) => row.format === "webp").map((row) => row.width)).toEqual([
      480, 480, 480, 500, 960, 960, 1000, 1440,
    ]);

    // The same file again, as another member: the same picture, nothing new stored.
    const admin = await h.member("admin@ikey.example", "admin");
    const again = await upload(h, admin, png, { type: "image/png", area: "help-articles" });
    expect(again.statusCode).toBe(201);
    const first = await h.db.selectFrom("cms_images").select(["id", "created_by"]).orderBy("created_at").execute();
    expect(first).toHaveLength(3);
    expect(again.json<CmsImageReply>().image.id).toBe(
      first.find((row) => row.id === again.json<CmsImageReply>().image.id)?.id,
    );
    expect(await h.db.selectFrom("cms_image_variants").select("image_id").execute()).toHaveLength(16);
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["action", "actor", "detail"])
      .where("action", "=", "cms.image-upload")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => [entry.actor, JSON.parse(entry.detail ?? "{}").added])).toEqual([
      ["marketing@ikey.example", true],
      ["marketing@ikey.example", true],
      ["marketing@ikey.example", true],
      ["admin@ikey.example", false],
    ]);
  });

  it("stores one picture when two instances take the same new file at the same moment", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const database = h.config.database;
    // The same console (its key, its address) on the same database: the member's session holds on both.
    const second = await createTestApp(
      {
        STAFF_SECRET_KEY,
        SITE_URL: SITE,
        ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : { SQLITE_PATH: database.path }),
      },
      { engine, clock: h.now },
    );
    try {
      const file = await gradient(900, 600).png().toBuffer();
      const headers = {
        host: new URL(SITE).host,
        origin: SITE,
        cookie: `${STAFF_SESSION_COOKIE}=${marketing.cookie}`,
        [CSRF_HEADER]: marketing.csrfToken ?? "",
        "content-type": "image/png",
      };
      const [one, other] = await Promise.all([
        upload(h, marketing, file, { type: "image/png" }),
        second.app.inject({ method: "POST", url: `${STAFF_API}/cms/announcements/images`, headers, payload: file }),
      ]);
      expect([one.statusCode, other.statusCode], other.body).toEqual([201, 201]);
      expect(other.json<CmsImageReply>()).toEqual(one.json<CmsImageReply>());
      expect(await h.db.selectFrom("cms_images").select("id").execute()).toHaveLength(1);
      expect(await h.db.selectFrom("cms_image_variants").select("width").execute()).toHaveLength(4);
      const added = await h.db
        .selectFrom("audit_log")
        .select("detail")
        .where("action", "=", "cms.image-upload")
        .execute();
      expect(added.map((entry) => JSON.parse(entry.detail ?? "{}").added).sort()).toEqual([false, true]);
    } finally {
      await second.close();
    }
  });

  it("turns a photo upright and strips its EXIF (GPS too), XMP and colour profile from every variant", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    // Taken sideways: stored 1200×800, shown 800×1200.
    const photo = await gradient(1200, 800)
      .withExif({
        IFD0: { Make: "Phone", Model: "Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "3/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "101/1 41/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .withIccProfile("p3")
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    // The GPS directory's tag (0x8825), either way round as the file's byte order has it.
    const gps = (exif?: Buffer) =>
      exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]));
    expect([before.orientation, gps(before.exif), before.icc, before.xmp]).toEqual([
      6,
      true,
      expect.any(Buffer),
      expect.any(Buffer),
    ]);
    const reply = await upload(h, marketing, photo, { type: "image/jpeg" });
    expect(reply.statusCode, reply.body).toBe(201);
    const { image } = reply.json<CmsImageReply>();
    expect([image.width, image.height]).toEqual([800, 1200]);
    for (const served of await expectVariants(h.app, image)) {
      expect([served.exif, served.xmp, served.icc, served.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it("serves a picture for good from any instance, HEAD and revalidation included, and 404 for an unknown one", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const { image } = (await upload(h, marketing, await gradient(600, 400).png().toBuffer())).json<CmsImageReply>();
    const name = cmsImageVariantName(image.id, 480, "avif");
    const served = await media(h.app, name);
    expect(served.headers).toMatchObject({
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${name}"`,
      "x-content-type-options": "nosniff",
      "content-type": "image/avif",
      "content-security-policy": expect.any(String),
    });
    expect(served.headers["content-encoding"]).toBeUndefined();
    const head = await media(h.app, name, {}, "HEAD");
    expect([head.statusCode, head.headers["content-length"], head.body]).toEqual([
      200,
      String(served.rawPayload.length),
      "",
    ]);
    const revalidated = await media(h.app, name, { "if-none-match": `W/"x", "${name}"` });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, ""]);

    const unknown = await media(h.app, cmsImageVariantName("0123456789abcdef", 480, "webp"), { accept: "text/html" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "Not Found", message: expect.stringContaining("no picture") });
    expect(unknown.headers["cache-control"]).toBeUndefined();
    // A width the picture was not made at, and names that are none.
    expect((await media(h.app, cmsImageVariantName(image.id, 960, "webp"))).statusCode).toBe(404);
    for (const bad of [`${image.id}-480w.png`, `${image.id}-480w.avif.php`, "..%2F..%2Fetc%2Fpasswd", "x".repeat(90)]) {
      const reply = await media(h.app, bad);
      expect(reply.statusCode, `${bad}: ${reply.body}`).toBe(400);
      expect(reply.json(), bad).toMatchObject({ field: "name", message: "No picture has this name" });
    }
    // Longer than the router reads a parameter (100 characters), or deeper: JSON all the same.
    for (const other of ["x".repeat(300), `${image.id}/480w.webp`]) {
      const reply = await media(h.app, other, { accept: "text/html" });
      expect([reply.statusCode, reply.json().error], other).toEqual([404, "Not Found"]);
    }

    // Another instance on the same database, which never saw the upload, serves it as well.
    const database = h.config.database;
    const second = await createTestApp(
      database.kind === "postgres" ? { DATABASE_URL: database.url } : { SQLITE_PATH: database.path },
      { engine },
    );
    try {
      const there = await media(second.app as StaffHarness["app"], name);
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(served.rawPayload)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("refuses to publish a text whose picture was never uploaded at the size it names, and lists it", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const { image, source } = (
      await upload(h, marketing, await gradient(640, 480).png().toBuffer())
    ).json<CmsImageReply>();
    const created = await h.call("POST", "/cms/announcements", { as: marketing, body: {} });
    const { id } = created.json<{ item: CmsItem }>().item;
    const save = (body: string, baseVersion: number) =>
      h.call("PUT", `/cms/announcements/${id}/texts/en`, {
        as: marketing,
        body: { title: "Our garden", summary: "Pictures.", body, slug: "our-garden", audience: null, baseVersion },
      });
    const wrongSize = `/media/${image.id}-640x481`;
    const never = "/media/fedcba9876543210-1200x800";
    const saved = await save(`The garden.\n\n![The garden](${wrongSize})\n\n![A chart](${never})\n`, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ item: CmsItem }>().item.texts.en.problems).toEqual([
      {
        line: 3,
        message: `The picture ${wrongSize} is not among those uploaded: upload it again with the Picture button.`,
      },
      {
        line: 5,
        message: `The picture ${never} is not among those uploaded: upload it again with the Picture button.`,
      },
    ]);
    const refused = await h.call("POST", `/cms/announcements/${id}/texts/en/publish`, { as: marketing, body: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: "body",
      message: `The text cannot be shown as it is (line 3): The picture ${wrongSize} is not among those uploaded: upload it again with the Picture button.`,
    });

    expect(
      (await save(`The garden.\n\n![The garden](${source})\n`, 1)).json<{ item: CmsItem }>().item.texts.en.problems,
    ).toEqual([]);
    const published = await h.call("POST", `/cms/announcements/${id}/texts/en/publish`, { as: marketing, body: {} });
    expect(published.statusCode, published.body).toBe(200);
  });
});

describe("hostile uploads", () => {
  it("refuses by content, size and pixels, quickly, whatever the name or type claims", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const refusal = async (bytes: Buffer, type = "image/png") => {
      const started = performance.now();
      const reply = await upload(h, marketing, bytes, { type });
      return {
        status: reply.statusCode,
        message: reply.json<{ message: string }>().message,
        ms: performance.now() - started,
      };
    };

    const php = Buffer.from('<?php system($_GET["c"]); ?>\n');
    expect(await refusal(php)).toMatchObject({
      status: 415,
      message: expect.stringContaining("not a PNG, JPEG or WebP"),
    });
    // A PNG's signature before a script is still not a PNG.
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), php]);
    expect((await refusal(disguised)).status).toBe(422);
    // 50 megapixels of one colour: a small file that would decode to 150 MB.
    const bomb = await sharp({ create: { width: 7072, height: 7072, channels: 3, background: "black" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await refusal(bomb);
    expect(bombed).toMatchObject({ status: 422, message: expect.stringContaining("7072×7072 pixels") });
    expect(bombed.ms).toBeLessThan(1_000);
    const cut = await gradient(800, 600).png().toBuffer();
    expect((await refusal(cut.subarray(0, cut.length / 2))).status).toBe(422);
    // Two frames of a moving WebP.
    const frames = await Promise.all(
      ["red", "blue"].map((background) =>
        sharp({ create: { width: 64, height: 64, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const moving = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(moving).metadata()).pages).toBe(2);
    expect(await refusal(moving, "image/webp")).toMatchObject({
      status: 422,
      message: expect.stringContaining("animated"),
    });

    const huge = Buffer.alloc(CMS_IMAGE_MAX_BYTES + 1);
    expect(await refusal(huge)).toMatchObject({ status: 413, message: expect.stringContaining("larger than 10 MB") });
    // Not the file's bytes: a JSON body, a form, or nothing at all.
    const json = await h.call("POST", "/cms/announcements/images", { as: marketing, body: { file: "x" } });
    expect([json.statusCode, json.json().message]).toEqual([400, expect.stringContaining("Send the picture's file")]);
    const form = await refusal(Buffer.from("file=x"), "application/x-www-form-urlencoded");
    expect(form).toMatchObject({ status: 415, message: expect.stringContaining("Send the picture's file") });
    expect((await refusal(Buffer.alloc(0), "image/png")).status).toBe(400);
    expect(await h.db.selectFrom("cms_images").select("id").execute()).toEqual([]);
  });

  it("takes uploads from the kind's own roles, signed in and with the session's CSRF token", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const support = await h.member("support@ikey.example", "support");
    const sales = await h.member("sales@ikey.example", "sales");
    const picture = await gradient(100, 80).png().toBuffer();
    expect((await upload(h, sales, picture)).statusCode).toBe(403);
    expect((await upload(h, sales, picture, { area: "help-articles" })).statusCode).toBe(403);
    expect((await upload(h, support, picture)).statusCode).toBe(403);
    expect((await upload(h, marketing, picture, { area: "help-articles" })).statusCode).toBe(403);
    expect((await upload(h, undefined, picture)).statusCode).toBe(401);
    const noToken = await upload(h, marketing, picture, { csrf: false });
    expect([noToken.statusCode, noToken.json().error]).toEqual([403, "CSRF Token Missing"]);
    expect(await h.db.selectFrom("cms_images").select("id").execute()).toEqual([]);
    expect((await upload(h, support, picture, { area: "help-articles" })).statusCode).toBe(201);
    expect((await upload(h, marketing, picture)).statusCode).toBe(201);
  });
});
