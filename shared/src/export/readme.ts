// The README of an export: how to open or run it, its screens and routes, and which screens hold
// widgets the web has no element for (drawn with CSS or SVG).
import type { ExportedPrototype } from './exportScreens';

export function exportReadme(prototype: ExportedPrototype, kind: 'site' | 'react'): string {
  const how =
    kind === 'site'
      ? 'Open `index.html` in a browser: it needs no build and no network.'
      : 'Run it with Node 20 or later:\n\n```sh\nnpm install\nnpm run dev\n```\n\n`npm run build` writes the site to `dist/`; `npm run check` type-checks it.';
  const screens = prototype.screens.map(
    (s) => `- ${s.name}: \`#/${s.route}\`${kind === 'react' ? ` (\`src/screens/${s.component}.tsx\`)` : ''}`,
  );
  const drawn = prototype.screens
    .filter((s) => s.drawnTypes.length > 0)
    .map((s) => `- ${s.name}: ${s.drawnTypes.join(', ')}`);
  return [
    `# ${prototype.name}`,
    '',
    `Code exported from the Protolab prototype "${prototype.name}". ${how}`,
    '',
    '## Screens',
    '',
    ...screens,
    '',
    'The design tokens are CSS custom properties (`--token-…`) at the top of the style sheet.',
    '',
    '## Drawn with CSS or SVG',
    '',
    ...(drawn.length ? drawn : ['None: every widget is an element of the web.']),
    '',
  ].join('\n');
}
