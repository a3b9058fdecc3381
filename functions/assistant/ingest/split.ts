/** A document's text as extraction gives it: one entry per PDF page, or one for a text file. */
export interface PageText {
  readonly text: string;
  /** The PDF page (1-based); absent for a document without pages. */
  readonly page?: number;
}

/** A quotable piece of a document, before ranking's terms and vector are added. */
export interface SplitPassage {
  readonly text: string;
  readonly page?: number;
  readonly heading?: string;
}

/* About a paragraph: long enough to hold an answer with its context, short enough to quote. */
const TARGET_CHARS = 600;
const MAX_CHARS = 900;
/* The last sentence of a passage starts the next, so a fact cut at the border is whole in one. */
const MAX_OVERLAP_CHARS = 250;
const MAX_HEADING_CHARS = 90;

// Markdown's "## Branching" and AsciiDoc's "== Branching".
const MARKED_HEADING = /^(?:#{1,6}|={1,6})\s+(\S.*)$/;
const UNDERLINE = /^(=|-|~|\*){3,}$/;
/*
 * The rule that opens a code block and, repeated, closes it: AsciiDoc's "----", "...." and "====",
 * Markdown's ``` and ~~~ fences. A shell comment in it ("# the parent") is not a Markdown heading,
 * nor is its last line ("$ git init") a title underlined by the closing fence.
 */
const FENCE = /^(-{4,}|\.{4,}|={4,}|`{3,}|~{3,})/;
// "3.2 Changing the length", "A.1 Installing", "Chapter 3: Objects", "Appendix B Scripts".
const NUMBERED_HEADING =
  /^((\d{1,2}(\.\d{1,2}){0,3}\.?)|([A-Z]\.\d{1,2}(\.\d{1,2})*)|((Chapter|Appendix|Part|Section)\s+[\dA-Z]{1,3}:?))\s+[A-Z(“"'].*$/;
const ALL_CAPS_HEADING = /^[A-Z][A-Z0-9 ,&/()'-]{2,60}$/;
// A running page header or footer ends with the page number: "Chapter 3: Objects ... 15".
const TRAILING_PAGE_NUMBER = /\s+\d{1,4}$/;

/*
 * A shell prompt and its command ("$ git init", "bob$ git pull", "% make", "> q()"): the last line
 * of a code block sits right above the block's closing rule of dashes, like a title above its
 * underline, but it is what the block shows, not a section's name.
 */
const SHELL_PROMPT = /^(\S*[$%#]|>)\s/;
/* Code, program output or a list item rather than a title: braces, semicolons, pipes, assignments. */
const CODE = /[{};|=<>\\]|^[*+-]\s/;
/* A sentence or a lead-in to an example ("for example:"), not a title ("What is R?" may be one). */
const SENTENCE_END = /[.;,:]$/;

/*
 * Whether a line that only its marks or its underline make a heading reads as a title: not a
 * command, code, or a sentence. A numbered heading's number says more ("11.1 Defining models;
 * formulae", "15.4.7 AVG|MIN|MAX"), so it is checked by the sentence rules alone.
 */
const titleLike = (line: string) =>
  /[A-Za-z]/.test(line) && !SHELL_PROMPT.test(line) && !CODE.test(line) && !SENTENCE_END.test(line);

/**
 * The heading a line is, if it looks like one; otherwise undefined. `marks` says whether the text
 * is plain text, where "## Title" and "== Title" mark headings: on a PDF's page a line starting
 * with "#" is a root prompt ("# mount /dev/sdb1") or a comment, and "=" a formula's line.
 */
export function headingOf(line: string, next: string | undefined, marks = true): string | undefined {
  if (line.length < 3 || line.length > MAX_HEADING_CHARS) return undefined;
  const marked = marks
    ? MARKED_HEADING.exec(line)?.[1]
        ?.replace(/\s*[#=]+$/, '')
        .trim()
    : undefined;
  if (marked !== undefined) return titleLike(marked) ? marked : undefined;
  if (next !== undefined && UNDERLINE.test(next)) return titleLike(line) ? line : undefined;
  const words = line.split(/\s+/).length;
  // A table of contents' entries ("2 Vectors . . . . 9") name sections without starting them.
  if (words > 12 || /\.\s?\./.test(line) || /[.;,:]$/.test(line) || /[.!?]\s+[A-Z]/.test(line))
    return undefined;
  if (NUMBERED_HEADING.test(line)) return line.replace(TRAILING_PAGE_NUMBER, '');
  if (ALL_CAPS_HEADING.test(line) && /[A-Z]{3}/.test(line) && titleLike(line)) return line;
  return undefined;
}

/* Joins extracted lines into running text, mending words a PDF hyphenated at a line's end. */
function appendLine(text: string, line: string): string {
  if (!text) return line;
  if (/[a-z]-$/.test(text) && /^[a-z]/.test(line)) return text.slice(0, -1) + line;
  return `${text} ${line}`;
}

/* Where each sentence of a text ends (after its punctuation), the text's end included. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(/[.!?:][”")\]]?\s+(?=[A-Z0-9“"(>$-])/g)) {
    ends.push((match.index ?? 0) + match[0].trimEnd().length);
  }
  ends.push(text.length);
  return ends;
}

/**
 * Cuts one section's running text into passages of about TARGET_CHARS at sentence ends (at a space
 * when a sentence runs past MAX_CHARS), each after the first starting with the previous one's last
 * sentence when that is short enough.
 */
export function cutSection(text: string): string[] {
  const passages: string[] = [];
  let rest = text.trim();
  while (rest.length > MAX_CHARS) {
    const ends = sentenceEnds(rest);
    let end = ends.find((at) => at >= TARGET_CHARS && at <= MAX_CHARS);
    if (end === undefined) {
      const before = ends.filter((at) => at >= TARGET_CHARS / 2 && at < TARGET_CHARS).pop();
      end = before ?? (rest.lastIndexOf(' ', MAX_CHARS) > 0 ? rest.lastIndexOf(' ', MAX_CHARS) : MAX_CHARS);
    }
    const passage = rest.slice(0, end).trim();
    passages.push(passage);
    const lastStart = Math.max(
      0,
      ...sentenceEnds(passage)
        .slice(0, -1)
        .filter((at) => at < passage.length - 1),
    );
    const overlap = passage.slice(lastStart).trim();
    const next = rest.slice(end).trim();
    rest = lastStart > 0 && overlap.length <= MAX_OVERLAP_CHARS ? `${overlap} ${next}` : next;
  }
  if (rest) passages.push(rest);
  return passages;
}

/*
 * A PDF page's first or last line that ends with a page number and reads like a heading is the
 * running header or footer ("Chapter 3: Objects, their modes 15"): it repeats on every page and
 * would take the place of the section a page continues.
 */
function withoutRunningHeader(lines: string[]): string[] {
  const filled = lines.filter(Boolean);
  const running = (line: string | undefined) =>
    line !== undefined && TRAILING_PAGE_NUMBER.test(line) && headingOf(line, undefined, false) !== undefined;
  const first = filled[0];
  const last = filled[filled.length - 1];
  return lines.filter((line) => !((line === first || line === last) && running(line)));
}

/**
 * Splits a document into overlapping passages that keep their page and the nearest heading above
 * them. A heading starts a new passage, so no passage mixes two sections; a heading carries over
 * to the next page until another appears.
 */
export function splitDocument(pages: readonly PageText[]): SplitPassage[] {
  const passages: SplitPassage[] = [];
  let heading: string | undefined;
  for (const { text, page } of pages) {
    let section = '';
    const flush = () => {
      for (const cut of cutSection(section)) {
        passages.push({
          text: cut,
          ...(page === undefined ? {} : { page }),
          ...(heading ? { heading } : {}),
        });
      }
      section = '';
    };
    const lines = withoutRunningHeader(text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim()));
    // The fence of the plain text's code block being read: its lines are text, never headings.
    let fence: string | undefined;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] ?? '';
      if (fence !== undefined) {
        if (line === fence) fence = undefined;
        else if (line) section = appendLine(section, line);
        continue;
      }
      // A fence opens a block only when its closing fence follows: a stray rule hides nothing.
      const opens = page === undefined ? FENCE.exec(line) : null;
      if (opens && (line === opens[0] || opens[0].startsWith('`')) && lines.includes(opens[0], index + 1)) {
        fence = opens[0];
        continue;
      }
      if (!line || UNDERLINE.test(line)) {
        // A blank line ends a paragraph in a text file: kept as a sentence end for the cutter.
        if (section && !/[.!?:]$/.test(section) && !line) section += '.';
        continue;
      }
      // A page (of a PDF or a slide deck) shows its headings by layout, not by marks.
      const found = headingOf(line, lines[index + 1], page === undefined);
      if (found) {
        flush();
        heading = found;
        // Its underline, when it has one, is not a code block's fence.
        if (UNDERLINE.test(lines[index + 1] ?? '')) index += 1;
        continue;
      }
      section = appendLine(section, line);
    }
    flush();
  }
  return passages.filter((passage) => /[A-Za-z]{2}/.test(passage.text));
}
