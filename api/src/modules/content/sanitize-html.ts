import sanitize from 'sanitize-html';

/**
 * The HTML the admin's rich editor (tiptap 3 with the toolbar of spec 2.9) produces, and nothing else.
 * Every attribute value is checked by a rule of its own (URLs by a positive pattern, styles declaration by
 * declaration against fixed values), so a page keeps its formatting exactly while scripts, event handlers,
 * dangerous URLs and style injections are dropped. Used on save and again on every read.
 */

type AttributeRule = (value: string) => string | null;

const fonts = ['arial', 'georgia', 'courier new', 'tahoma', 'times new roman', 'verdana'];
const genericFonts = ['serif', 'sans-serif', 'monospace'];
const fontSizes = ['8px', '10px', '12px', '14px', '16px', '18px', '20px', '24px', '32px'];
const byte = '(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)';
const colorPattern = new RegExp(
  `^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgb\\(\\s*${byte}\\s*,\\s*${byte}\\s*,\\s*${byte}\\s*\\)|rgba\\(\\s*${byte}\\s*,\\s*${byte}\\s*,\\s*${byte}\\s*,\\s*(?:0|1|0?\\.\\d{1,3})\\s*\\)|inherit|transparent)$`,
  'i',
);

const isColor = (v: string) => colorPattern.test(v);
const isFontFamily = (v: string) =>
  v.split(',').every((part) => {
    const name = part
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2')
      .toLowerCase();
    return fonts.includes(name) || genericFonts.includes(name);
  });

const styleValueRules: Record<string, (v: string) => boolean> = {
  'text-align': (v) => ['left', 'center', 'right', 'justify'].includes(v.toLowerCase()),
  color: isColor,
  'background-color': isColor,
  'font-family': isFontFamily,
  'font-size': (v) => fontSizes.includes(v.toLowerCase()),
};

/** Keeps the allowed declarations, each value checked whole; answers them as tiptap writes them. */
function styleOf(...properties: string[]): AttributeRule {
  return (value) => {
    const kept: string[] = [];
    for (const declaration of value.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      const rule = styleValueRules[property];
      if (properties.includes(property) && rule?.(propertyValue)) kept.push(`${property}: ${propertyValue}`);
    }
    return kept.length ? kept.join('; ') : null;
  };
}

const oneOf =
  (...allowed: string[]): AttributeRule =>
  (value) =>
    allowed.includes(value) ? value : null;
const matching =
  (pattern: RegExp): AttributeRule =>
  (value) =>
    pattern.test(value) ? value : null;
const plainText: AttributeRule = (value) => value.slice(0, 500);
/** A boolean attribute, written the way tiptap writes it: checked="checked". */
const flag =
  (name: string): AttributeRule =>
  () =>
    name;

/** Control characters inside a URL are how scheme filters are fooled ("java\tscript:"): refuse them all. */
const hasControl = (v: string) => /\p{Cc}/u.test(v);

const linkHref: AttributeRule = (raw) => {
  const value = raw.trim();
  if (hasControl(value)) return null;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || /^#/.test(value)) return value;
  return null;
};

const imageSrc: AttributeRule = (raw) => {
  const value = raw.trim();
  if (hasControl(value)) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^\/uploads\//.test(value) && !value.includes('..') && !value.includes('\\')) return value;
  return null;
};

const linkRel: AttributeRule = (value) => {
  const tokens = value
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => ['noopener', 'noreferrer', 'nofollow', 'ugc'].includes(t));
  return tokens.length ? tokens.join(' ') : null;
};

const alignStyle = styleOf('text-align');

/** Per tag: its attributes and the rule each value must pass. A tag not listed here is dropped (its text stays). */
const tagRules: Record<string, Record<string, AttributeRule>> = {
  p: { style: alignStyle },
  h1: { style: alignStyle },
  h2: { style: alignStyle },
  h3: { style: alignStyle },
  strong: {},
  em: {},
  u: {},
  s: {},
  code: { class: matching(/^language-[\w+#-]{1,40}$/) },
  pre: {},
  blockquote: {},
  ul: { 'data-type': oneOf('taskList') },
  ol: { start: matching(/^\d{1,6}$/), type: matching(/^[1aAiI]$/) },
  li: { 'data-type': oneOf('taskItem'), 'data-checked': oneOf('true', 'false') },
  label: {},
  input: { type: oneOf('checkbox'), checked: flag('checked'), disabled: flag('disabled') },
  div: {},
  a: { href: linkHref, target: oneOf('_blank'), rel: linkRel },
  img: { src: imageSrc, alt: plainText, title: plainText },
  hr: {},
  br: {},
  span: { style: styleOf('color', 'background-color', 'font-family', 'font-size') },
  mark: { 'data-color': matching(colorPattern), style: styleOf('background-color', 'color') },
};

/** Tags whose whole content goes with them, not only the tag. */
const dropWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'head',
];

function cleanAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Attributes {
  const rules = tagRules[tagName] ?? {};
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = rules[name.toLowerCase()];
    const cleaned = rule ? rule(value) : null;
    if (cleaned !== null) kept[name.toLowerCase()] = cleaned;
  }
  // a new tab must not get a handle on this page
  if (tagName === 'a' && kept.target) {
    const rel = new Set((kept.rel ?? '').split(' ').filter(Boolean));
    const missing = ['noopener', 'noreferrer'].filter((t) => !rel.has(t));
    if (missing.length) kept.rel = [...rel, ...missing].join(' ');
  }
  return kept;
}

// allowedEmptyAttributes exists in sanitize-html 2.x but not in its type definitions
const options: sanitize.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: Object.keys(tagRules),
  allowedAttributes: Object.fromEntries(Object.entries(tagRules).map(([tag, rules]) => [tag, Object.keys(rules)])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedEmptyAttributes: ['alt'],
  // styles are checked by the rules above, in tiptap's own "property: value; ..." form
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: dropWithContent,
  transformTags: {
    '*': (tagName, attribs) => {
      const tag = tagName.toLowerCase();
      // a checkbox is the only input tiptap writes; any other input is removed
      if (tag === 'input' && attribs.type !== 'checkbox') return { tagName: 'dropped-input', attribs: {} };
      return { tagName: tag, attribs: cleanAttributes(tag, attribs) };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitizes editor HTML; answers it in the form tiptap writes (`<hr>`, not `<hr />`). */
export function sanitizeRichHtml(html: string): string {
  // Text and attribute values leave sanitize-html with every ">" escaped, so " />" can only close a void tag.
  return sanitize(html, options).replace(/ \/>/g, '>');
}

const renderCache = new Map<string, string>();
const renderCacheSize = 200;

/**
 * The same sanitizer for reads: pages and services are read far more often than written, so recent results
 * are remembered by their input (the function is pure, so a cached answer is the answer).
 */
export function sanitizeForRender(html: string): string {
  const cached = renderCache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeRichHtml(html);
  if (renderCache.size >= renderCacheSize) {
    const oldest = renderCache.keys().next();
    if (!oldest.done) renderCache.delete(oldest.value);
  }
  renderCache.set(html, clean);
  return clean;
}
