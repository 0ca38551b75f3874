import { Fragment, type ReactNode } from "react";

/** Stands in for a part while the message is filled in; no message holds this character. */
const MARK = "\u0000";
const MARKED_PART = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A catalogue message whose sentence holds elements (a link, a bold phrase): each `{name}` becomes
 * `parts[name]`, wherever the language's word order puts it. Text around the parts stays text, so
 * the page reads exactly as the message does.
 */
export function withElements<Name extends string>(
  message: (inputs: Record<Name, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  // split with a capturing group alternates text and the names of the parts between it.
  const pieces = message(markers as Record<Name, string>).split(MARKED_PART);
  return pieces.flatMap<ReactNode>((piece, index) => {
    if (index % 2 === 1) return [<Fragment key={`${piece}-${index}`}>{parts[piece as Name]}</Fragment>];
    // No empty text where a part opens or closes the sentence.
    return piece === "" ? [] : [piece];
  });
}
