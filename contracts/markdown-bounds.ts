import type { MarkdownProblem } from "./markdown-blocks";

/*
 * Bounds on a body's shape, checked in one pass before the parser sees it (cms-markdown.ts). The
 * parser (micromark) takes time that grows faster than the text on some shapes: with 40,000
 * characters, `*a_ ` over and over took 17 s, `- a` with `  - b` under it over and over 8 s, `- `
 * over and over on one line more than 7 minutes, 4,000 `-` underlines 4 s. None of those shapes is a
 * page's text, which has a few links and none of the rest, so a body past a bound is refused whole,
 * unparsed. Each bound is far above what a page writes (web/content's files have at most 11 of the
 * marks and no nesting) and keeps those shapes to tens of milliseconds; what is left grows with the
 * text (under a second for 40,000 characters of one-word paragraphs on a busy 2-core machine).
 */

/** Characters that open or close inline syntax (a link has two), which the parser pairs up. */
const MARKS = /[*_`[\]<\\]/g;
const MAX_MARKS = 1_000;

/** Lines of only `-` or `=`: the parser looks back over the text for each heading they underline. */
const RULE_LINE = /^[ \t]*[-=][-= \t]*$/;
const MAX_RULE_LINES = 100;

/** A list or quotation that a line opens (`- `, `1. `, `>`), with the spaces after it. */
const OPENER = /(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/y;
/** Openers on one line, inside each other (`> - 1. x`). */
const MAX_OPENERS = 4;
/**
 * Lines that open a quotation, or a list inside a list's item (after its marker, or indented): the
 * parser's work for each grows with the lines of the quotation or the items before it.
 */
const MAX_NESTED_LINES = 200;
/** A line's indentation, in columns (a tab to the next multiple of 4). */
const MAX_INDENT = 32;

function indentOf(line: string): { columns: number; end: number } {
  let columns = 0;
  let end = 0;
  for (; end < line.length; end++) {
    if (line[end] === " ") columns += 1;
    else if (line[end] === "\t") columns += 4 - (columns % 4);
    else break;
  }
  return { columns, end };
}

/** How the lines nest: the first line past a bound, and how many lines quote or nest a list. */
function nesting(lines: readonly string[]): { deep: MarkdownProblem | null; nestedLines: number } {
  let nestedLines = 0;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const { columns, end } = indentOf(line);
    if (columns > MAX_INDENT) {
      return {
        deep: { line: index + 1, message: `this line is indented by more than ${MAX_INDENT} spaces` },
        nestedLines,
      };
    }
    let openers = 0;
    let inListItem = columns >= 2;
    let nested = false;
    OPENER.lastIndex = end;
    for (let opener = OPENER.exec(line); opener; opener = OPENER.exec(line)) {
      openers += 1;
      if (openers > MAX_OPENERS) {
        const message = `this line opens more than ${MAX_OPENERS} lists or quotations inside each other; the site's lists have no list inside them`;
        return { deep: { line: index + 1, message }, nestedLines };
      }
      const quote = opener[0].startsWith(">");
      nested ||= quote || inListItem;
      inListItem ||= !quote;
    }
    if (nested) nestedLines += 1;
  }
  return { deep: null, nestedLines };
}

/** What makes `source` too long or too intricate to parse, or nothing. */
export function beyondBounds(source: string, maxLength: number): MarkdownProblem[] {
  if (source.length > maxLength) {
    return [{ message: `the text has ${source.length} characters; keep it to ${maxLength}` }];
  }
  const problems: MarkdownProblem[] = [];
  const marks = source.match(MARKS)?.length ?? 0;
  if (marks > MAX_MARKS) {
    problems.push({
      message: `the text has ${marks} of the characters * _ \` [ ] < \\ (each link has two); keep them to ${MAX_MARKS}`,
    });
  }
  const lines = source.split(/\r\n|\r|\n/);
  const rules = lines.filter((line) => RULE_LINE.test(line)).length;
  if (rules > MAX_RULE_LINES) {
    problems.push({ message: `the text has ${rules} lines of only - or =; keep them to ${MAX_RULE_LINES}` });
  }
  const { deep, nestedLines } = nesting(lines);
  if (deep) problems.push(deep);
  else if (nestedLines > MAX_NESTED_LINES) {
    problems.push({
      message: `the text has ${nestedLines} lines that quote (>) or open a list inside a list's item; keep them to ${MAX_NESTED_LINES}, as the site shows neither`,
    });
  }
  return problems;
}
