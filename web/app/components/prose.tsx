import { keepEndTogether } from "@ikey/contracts/chinese-lines";
import type { Block, Inline } from "@ikey/contracts/prose-blocks";
import { PICTURE_SIZES, pictureAttributes } from "@ikey/contracts/prose-picture";
import type { ReactNode } from "react";
import { Link } from "./localized-link";

export type { Block, Inline } from "@ikey/contracts/prose-blocks";

/*
 * The server writes the same markup for pages it makes at request time (contracts/prose-html.ts),
 * and prose-html.test.tsx holds the two together: a change here is a change there.
 */

function renderInline(inline: Inline | readonly Inline[]): ReactNode {
  const parts = Array.isArray(inline) ? inline : [inline];
  return parts.map((part, index) => {
    // The last words of each run of text stay on one line (contracts/chinese-lines.ts): a block's end, or
    // the words before a link that is too long for the rest of their line.
    if (typeof part === "string") return keepEndTogether(part);
    const key = `${index}-${part.href}`;
    // Site pages navigate in-app; everything else is an ordinary link.
    return part.href.startsWith("/") ? (
      <Link key={key} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a
        key={key}
        href={part.href}
        rel="noopener noreferrer"
        target={part.href.startsWith("http") ? "_blank" : undefined}
      >
        {part.text}
      </a>
    );
  });
}

/** A picture uploaded in the console, in the formats and widths made of it (prose-picture.ts). */
function Picture({ image, alt }: Omit<Extract<Block, { type: "img" }>, "type">) {
  const { sources, src, width, height } = pictureAttributes(image);
  return (
    <picture>
      {sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={PICTURE_SIZES} />
      ))}
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </picture>
  );
}

export function Prose({ blocks }: { readonly blocks: readonly Block[] }) {
  return (
    <div className="prose">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "p":
            return <p key={key}>{renderInline(block.text)}</p>;
          case "h2":
            return (
              <h2 key={key} id={block.id}>
                {block.text}
              </h2>
            );
          case "h3":
            return (
              <h3 key={key} id={block.id}>
                {block.text}
              </h3>
            );
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List key={key}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          case "img":
            return <Picture key={key} image={block.image} alt={block.alt} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
