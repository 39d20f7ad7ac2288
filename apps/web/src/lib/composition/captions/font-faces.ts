// The shipped fonts where there is no document: an export rendered in a worker draws its captions
// and titles with the faces the page's stylesheets declare (@fontsource's @font-face rules),
// handed over as plain descriptions and registered, still unloaded, in the worker's own font
// set, so the worker fetches only the pieces (unicode ranges) its text needs.

/** One @font-face rule: its family, its `src` (URLs absolute) and its descriptors. */
export interface FontFaceSource {
  family: string;
  src: string;
  descriptors: FontFaceDescriptors;
}

/** The font set text is drawn with here: the document's, or a worker's. */
export function fontSet(): FontFaceSet | null {
  if (typeof document !== 'undefined' && 'fonts' in document) return document.fonts;
  const scope = globalThis as { fonts?: FontFaceSet };
  return scope.fonts ?? null;
}

const unquote = (value: string) => value.trim().replace(/^["']|["']$/g, '');

/** Every @font-face rule of the page's stylesheets (none outside a document). */
export function pageFontFaces(): FontFaceSource[] {
  if (typeof document === 'undefined') return [];
  const faces: FontFaceSource[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    const base = sheet.href ?? document.baseURI;
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const style = rule.style;
      const family = unquote(style.getPropertyValue('font-family'));
      const src = style
        .getPropertyValue('src')
        .replace(/url\((["']?)([^"')]+)\1\)/g, (_, _quote, url: string) => {
          return `url("${new URL(url, base).href}")`;
        });
      if (!family || !src) continue;
      const descriptors: FontFaceDescriptors = {};
      const weight = style.getPropertyValue('font-weight');
      const fontStyle = style.getPropertyValue('font-style');
      const range = style.getPropertyValue('unicode-range');
      const display = style.getPropertyValue('font-display');
      if (weight) descriptors.weight = weight;
      if (fontStyle) descriptors.style = fontStyle;
      if (range) descriptors.unicodeRange = range;
      if (display) descriptors.display = display as FontDisplay;
      faces.push({ family, src, descriptors });
    }
  }
  return faces;
}

/** Registers the faces in this scope's font set; they load when text first needs them. */
export function registerFontFaces(faces: readonly FontFaceSource[]): void {
  const set = fontSet();
  if (!set || typeof FontFace === 'undefined') return;
  for (const face of faces) {
    try {
      set.add(new FontFace(face.family, face.src, face.descriptors));
    } catch {
      // A rule this browser cannot parse: text falls back to the stack's next family.
    }
  }
}
