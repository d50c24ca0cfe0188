// The README of an export: how to open or run it, its screens and routes, and which screens hold
// widgets the web has no element for, which the export draws as a styled box with their text so far.
import type { ExportedPrototype } from './exportScreens';

export function exportReadme(prototype: ExportedPrototype, kind: 'site' | 'react'): string {
  const how =
    kind === 'site'
      ? 'Open `index.html` in a browser: it needs no build and no network.'
      : 'Run it with Node 20 or later:\n\n```sh\nnpm install\nnpm run dev\n```\n\n`npm run build` writes the site to `dist/`; `npm run check` type-checks it and `npm run lint` lints it.';
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
    '## Drawn as a plain box',
    '',
    'The web has no element for these widgets (charts, sliders, tables…); the export draws each as a box with its style and text, where the player draws more:',
    '',
    ...(drawn.length ? drawn : ['None: every widget is an element of the web.']),
    '',
  ].join('\n');
}
