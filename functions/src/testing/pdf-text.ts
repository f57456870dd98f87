import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of a PDF that pdfkit wrote (what pdfmake renders with), enough for tests:
 * each page's content stream is decoded through its fonts' ToUnicode maps. Not a general PDF
 * parser: it expects pdfkit's layout (indirect objects, Flate streams, `[<hex> …] TJ` runs).
 */
export interface PdfText {
  pages: string[];
  /** Every page's text, joined. */
  text: string;
  info: string;
  /** Each page's decoded content stream (drawing operators). */
  contents: string[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of raw.matchAll(pattern)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let data = body.slice(at + 'stream'.length).replace(/^\r?\n/, '');
    // The stream's own /Length when it is written there: its compressed bytes may end in '\r' or
    // '\n', which trimming the line break before 'endstream' would cut (1 stream in 256).
    const length = /\/Length (\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    data = length
      ? data.slice(0, Number(length[1]))
      : data.slice(0, data.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const bytes = Buffer.from(data, 'latin1');
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes });
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** glyph code (hex) → text, from a ToUnicode CMap. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toLowerCase(), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, start] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const width = from!.length;
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      // A ligature's entry holds several UTF-16 units, space-separated (<0066 0069> for 'fi').
      const texts = list ? [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => utf16(m[1]!.replace(/\s/g, ''))) : null;
      for (let code = first; code <= last; code += 1) {
        const key = code.toString(16).padStart(width, '0');
        if (texts) map.set(key, texts[code - first] ?? '');
        else {
          const base = parseInt(start!, 16) + (code - first);
          map.set(key, String.fromCodePoint(base));
        }
      }
    }
  }
  return map;
}

export function readPdfText(pdf: Buffer): PdfText {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  const fontMap = (fontObject: number) => {
    if (!cmaps.has(fontObject)) {
      const toUnicode = ref(objects.get(fontObject)?.dict ?? '', 'ToUnicode');
      const stream = toUnicode === null ? null : objects.get(toUnicode)?.stream;
      cmaps.set(fontObject, stream ? readCMap(stream.toString('latin1')) : new Map());
    }
    return cmaps.get(fontObject)!;
  };

  const pageObjects = [...objects.entries()]
    .filter(([, o]) => /\/Type\s*\/Page\b/.test(o.dict))
    .sort(([a], [b]) => a - b);
  const contents: string[] = [];
  const pages = pageObjects.map(([, page]) => {
    const resourcesRef = ref(page.dict, 'Resources');
    const resources = resourcesRef === null ? page.dict : objects.get(resourcesRef)!.dict;
    const fonts = new Map<string, number>();
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/([A-Za-z0-9_+-]+)\s+(\d+) 0 R/g)) fonts.set(name!, Number(id));
    const contentsRef = ref(page.dict, 'Contents');
    const stream = contentsRef === null ? '' : (objects.get(contentsRef)?.stream?.toString('latin1') ?? '');
    contents.push(stream);
    let current = new Map<string, string>();
    let text = '';
    let lineY: string | null = null;
    // A text matrix at another height starts a new line; words of one line run on (they carry their spaces).
    for (const op of stream.matchAll(
      /\/([A-Za-z0-9_+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm/g,
    )) {
      if (op[1]) current = fontMap(fonts.get(op[1]) ?? -1);
      else if (op[4] !== undefined) {
        // pdfmake's layout leaves float noise between the words of one line (25.154481, 25.154482).
        if (lineY !== null && Math.abs(Number(op[4]) - Number(lineY)) > 0.5) text += '\n';
        lineY = op[4];
      } else {
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[3]!];
        for (const hex of hexes)
          for (let i = 0; i < hex.length; i += 4) text += current.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
      }
    }
    return text;
  });
  const infoRef = /\/Info\s+(\d+) 0 R/.exec(pdf.toString('latin1'))?.[1];
  return { pages, contents, text: pages.join('\n'), info: infoRef ? (objects.get(Number(infoRef))?.dict ?? '') : '' };
}
