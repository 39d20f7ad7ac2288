import { createHash } from 'node:crypto';
import {
  HTTP_METHODS,
  type MediaType,
  type OpenApiDocument,
  type Operation,
} from './openapi-document';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** `code` spans for the backticks the descriptions use; everything else stays plain text. */
const prose = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0 auto;max-width:960px;padding:1.5rem}
h1{margin-bottom:.25rem}h2{margin-top:2.5rem;border-bottom:1px solid #8884}
nav ul{columns:2;padding-left:1.25rem}
details{border:1px solid #8885;border-radius:6px;margin:.5rem 0;padding:.25rem .75rem}
summary{cursor:pointer;padding:.25rem 0}
summary:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.method{display:inline-block;min-width:4.5rem;font-weight:700;font-family:ui-monospace,monospace}
.get{color:#15803d}.post{color:#1d4ed8}.put{color:#b45309}.patch{color:#7c3aed}.delete{color:#b91c1c}
.path{font-family:ui-monospace,monospace}
pre{background:#8881;padding:.75rem;border-radius:4px;overflow:auto;font-size:.85rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #8883;vertical-align:top}
`;

/** The page's CSP: no script at all, and only its own inline style (allowed by hash). */
export const REFERENCE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function mediaExample(content: Record<string, MediaType> | undefined): string {
  const media = content?.['application/json'];
  if (media === undefined) return '';
  return media.example === undefined ? '<p>(no example)</p>' : json(media.example);
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const locked = (operation.security ?? []).length > 0;
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  const parameters = operation.parameters ?? [];
  const parts = [
    `<details id="${anchorOf(method, path)}">`,
    `<summary><span class="method ${method}">${method.toUpperCase()}</span> ` +
      `<span class="path">${escapeHtml(path)}</span>` +
      `${locked ? ' <span aria-label="needs a token" title="needs a token">🔒</span>' : ''}` +
      ` — ${escapeHtml(operation.summary ?? '')}</summary>`,
  ];
  if (operation.description) parts.push(prose(operation.description));
  parts.push(
    `<p><strong>Authentication:</strong> ${
      locked ? schemes.map((scheme) => `<code>${scheme}</code>`).join(' or ') : 'none'
    }</p>`,
  );
  if (parameters.length > 0) {
    parts.push(
      '<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th>' +
        '<th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>' +
        parameters
          .map(
            (parameter) =>
              `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td>` +
              `<td>${escapeHtml([parameter.schema?.type ?? []].flat().join(' | '))}</td><td>${parameter.required ? 'yes' : 'no'}</td></tr>`,
          )
          .join('') +
        '</tbody></table>',
    );
  }
  if (operation.requestBody !== undefined) {
    parts.push('<h4>Request body</h4>', mediaExample(operation.requestBody.content));
  }
  parts.push('<h4>Responses</h4>');
  for (const [status, response] of Object.entries(operation.responses)) {
    const description = response.description ?? response.$ref?.split('/').pop() ?? '';
    parts.push(
      `<p><strong>${escapeHtml(status)}</strong> ${escapeHtml(description)}</p>`,
      mediaExample(response.content),
    );
  }
  parts.push('</details>');
  return parts.join('\n');
}

/**
 * The API reference as one HTML page rendered on the server from the OpenAPI document: no
 * script and no CDN, so it runs under a CSP without any script source.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (operation === undefined) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(renderOperation(method, path, operation));
    }
  }
  const tags = (document.tags ?? []).filter((tag) => byTag.has(tag.name));
  const sections = tags.map(
    (tag) =>
      `<section aria-labelledby="tag-${escapeHtml(tag.name.replace(/\W+/g, '-'))}">` +
      `<h2 id="tag-${escapeHtml(tag.name.replace(/\W+/g, '-'))}">${escapeHtml(tag.name)}</h2>` +
      `${tag.description ? prose(tag.description) : ''}${byTag.get(tag.name)!.join('\n')}</section>`,
  );
  const title = `${document.info.title} ${document.info.version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>The OpenAPI 3 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${prose(document.info.description ?? '')}
<nav aria-label="Sections"><ul>${tags
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag.name.replace(/\W+/g, '-'))}">${escapeHtml(tag.name)}</a></li>`,
    )
    .join('')}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
