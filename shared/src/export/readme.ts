// The README of an export: how to open or run it, its screens and routes, and which screens hold
// widgets the web has no element for: drawn with SVG or CSS as the player draws them, or (types
// without a drawing of their own yet) as a styled box with their text.
import type { ExportedPrototype } from './exportScreens';
import { hasOwnDrawing } from './widgetElement';

export function exportReadme(prototype: ExportedPrototype, kind: 'site' | 'react'): string {
  const how =
    kind === 'site'
      ? 'Open `index.html` in a browser: it needs no build and no network.'
      : 'Run it with Node 20 or later:\n\n```sh\nnpm install\nnpm run dev\n```\n\n`npm run build` writes the site to `dist/`; `npm run check` type-checks it and `npm run lint` lints it.';
  const screens = prototype.screens.map(
    (s) => `- ${s.name}: \`#/${s.route}\`${kind === 'react' ? ` (\`src/screens/${s.component}.tsx\`)` : ''}`,
  );
  const listed = (own: boolean) =>
    prototype.screens.flatMap((s) => {
      const types = s.drawnTypes.filter((type) => hasOwnDrawing(type) === own);
      return types.length > 0 ? [`- ${s.name}: ${types.join(', ')}`] : [];
    });
  const drawn = listed(true);
  const boxes = listed(false);
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
    'Widgets that line up are rows and columns (flex containers with their gap and alignment); widgets that overlap, or that no row or column explains, keep absolute positions in their container.',
    '',
    ...(prototype.templates.length
      ? [
          '## Templates',
          '',
          'Widgets made from one template share its class (the look they have alike)' +
            (kind === 'react' ? ' and its component, with props for what differs:' : ':'),
          '',
          ...prototype.templates.map(
            (t) =>
              `- ${t.name}: \`.${t.className}\`${kind === 'react' ? ` (\`src/templates/${t.component}.tsx\`)` : ''}`,
          ),
          '',
        ]
      : []),
    '## Drawn with SVG or CSS',
    '',
    'The web has no element for these widgets (charts, ring charts, the timeline, sliders…); the export draws each with SVG or CSS as the player draws it:',
    '',
    ...(drawn.length ? drawn : ['None: every widget is an element of the web.']),
    '',
    ...(boxes.length
      ? [
          '## Drawn as a plain box',
          '',
          'These widgets have no drawing of their own in the export yet: each is a box with its style and text, where the player draws more:',
          '',
          ...boxes,
          '',
        ]
      : []),
  ].join('\n');
}
