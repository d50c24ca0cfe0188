// The React project export: Vite and TypeScript, one component per screen named after it with a
// plain style sheet of its own, the screens as hash routes (no router library), inputs as controlled
// state in one store that every screen shares (data-bound widgets share their variable's value).
import type { App } from '../model/app';
import { BASE_CSS } from './baseCss';
import { exportPrototype, type ExportedPrototype } from './exportScreens';
import { toCss, toJsx, type Binding, type Element, type Node } from './markup';
import { exportReadme } from './readme';
import type { ExportFiles } from './staticSite';
import { templateComponents, type TemplateComponent } from './templateComponents';
import { EXPORT_VERSIONS } from './versions';

function packageName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'prototype'
  );
}

function bindings(node: Node, into: Binding[]): Binding[] {
  if (typeof node === 'string') return into;
  if (node.bind) into.push(node.bind);
  for (const child of node.children ?? []) bindings(child, into);
  return into;
}

const STORE = (
  initial: string,
) => `// The values of the prototype's inputs, one store all screens share: a field bound to the
// same variable shows the same value on every screen.
import { useSyncExternalStore } from 'react';

export type Value = string | boolean;
export type Values = Readonly<Record<string, Value>>;

let values: Values = ${initial};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function set(key: string, value: Value): void {
  values = { ...values, [key]: value };
  for (const listener of listeners) listener();
}

export function useValues(): Values {
  return useSyncExternalStore(subscribe, () => values);
}

export function text(value: Value | undefined): string {
  return typeof value === 'string' ? value : '';
}
`;

const ROUTER = `// The screens are hash routes: #/<screen>.
import { useSyncExternalStore } from 'react';

function current(): string {
  return window.location.hash.replace(/^#\\/?/, '');
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useRoute(): string {
  return useSyncExternalStore(subscribe, current);
}

export function go(route: string): void {
  window.location.hash = \`#/\${route}\`;
}
`;

const VALIDATION = `// Validation as in the player: a link or button whose line checks the inputs goes only when the
// inputs of its screen pass their constraints (required, type, pattern, length, set on the inputs);
// failing ones take their error look and show their error messages until they are corrected.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function mark(field: Field, valid: boolean): void {
  if (valid) field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', 'true');
  field.closest('.pl-widget')?.classList.toggle('pl-invalid', !valid);
}

function showMessages(screen: Element): void {
  for (const message of screen.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const inputs = (message.dataset.errorFor ?? '').split(' ');
    message.hidden = !inputs.some((id) => document.getElementById(id)?.getAttribute('aria-invalid') === 'true');
  }
}

/** Whether the inputs of the screen holding the element pass; marks those that do not. */
export function passes(from: Element): boolean {
  const screen = from.closest('[data-screen]');
  if (!screen) return true;
  let ok = true;
  for (const field of screen.querySelectorAll<Field>('input, select, textarea')) {
    const valid = field.checkValidity();
    mark(field, valid);
    ok &&= valid;
  }
  showMessages(screen);
  return ok;
}

/** A field marked invalid loses its mark once its value passes. */
export function watchCorrections(): void {
  const corrected = (e: Event) => {
    const field = e.target as Field;
    if (field.getAttribute?.('aria-invalid') !== 'true' || !field.checkValidity()) return;
    mark(field, true);
    const screen = field.closest('[data-screen]');
    if (screen) showMessages(screen);
  };
  document.addEventListener('input', corrected);
  document.addEventListener('change', corrected);
}
`;

const MAIN = `import './base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { watchCorrections } from './validation';

watchCorrections();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
`;

const TSCONFIG = `{
  "compilerOptions": {
    "target": "ES2022",
    "lib": ["ES2022", "DOM", "DOM.Iterable"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react-jsx",
    "strict": true,
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "noFallthroughCasesInSwitch": true,
    "skipLibCheck": true,
    "isolatedModules": true,
    "noEmit": true
  },
  "include": ["src", "vite.config.ts"]
}
`;

// the recommended rules of ESLint, typescript-eslint (strict) and React, as a new Vite project has them
const ESLINT_CONFIG = `import js from '@eslint/js';
import react from 'eslint-plugin-react';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist'] },
  js.configs.recommended,
  tseslint.configs.strict,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  {
    languageOptions: { globals: globals.browser },
    settings: { react: { version: 'detect' } },
  },
);
`;

const VITE_CONFIG = `import { defineConfig } from 'vite';

// relative paths: the built site works from any folder
export default defineConfig({ base: './' });
`;

/** A module's imports for what its JSX uses: the router, validation, the store, the templates' components or classes. */
function moduleImports(jsx: string, components: readonly TemplateComponent[], from: string): string[] {
  const uses = (name: string) => new RegExp(`\\b${name}\\(`).test(jsx);
  const store = ['set', 'text'].filter(uses);
  return [
    ...(uses('go') ? [`import { go } from '${from}router';`] : []),
    ...(uses('passes') ? [`import { passes } from '${from}validation';`] : []),
    ...(jsx.includes('values[') ? [`import { ${['useValues', ...store].join(', ')} } from '${from}store';`] : []),
    ...components.flatMap(({ template: { component, className } }) =>
      new RegExp(`<${component}[\\s/>]`).test(jsx)
        ? [`import { ${component} } from '${from}templates/${component}';`]
        : new RegExp(`\\b${className}\\b`).test(jsx)
          ? [`import '${from}templates/${component}.css';`]
          : [],
    ),
  ];
}

function screenComponent(
  screen: ExportedPrototype['screens'][number],
  element: Element,
  components: readonly TemplateComponent[],
): string {
  const jsx = toJsx(element, '    ');
  const imports = [...moduleImports(jsx, components, '../'), `import './${screen.component}.css';`];
  return `${imports.join('\n')}

/** The screen "${screen.name.replace(/\*\//g, '* /')}" (#/${screen.route}). */
export function ${screen.component}() {
${jsx.includes('values[') ? '  const values = useValues();\n' : ''}  return (
${jsx}
  );
}
`;
}

/** A template's component: what its instances differ in as its props. */
function templateComponent(made: TemplateComponent): string {
  const { component, name } = made.template;
  const jsx = toJsx(made.shape, '    ');
  const imports = [...moduleImports(jsx, [], '../'), `import './${component}.css';`];
  const props = made.props.map((p) => `  ${p.name}${p.optional ? '?' : ''}: ${p.type};`);
  const parameters = made.props.length ? `{ ${made.props.map((p) => p.name).join(', ')} }: ${component}Props` : '';
  return `${imports.join('\n')}
${props.length ? `\nexport interface ${component}Props {\n${props.join('\n')}\n}\n` : ''}
/** The template "${name.replace(/\*\//g, '* /')}". */
export function ${component}(${parameters}) {
${jsx.includes('values[') ? '  const values = useValues();\n' : ''}  return (
${jsx}
  );
}
`;
}

function appComponent(prototype: ExportedPrototype): string {
  const imports = prototype.screens.map((s) => `import { ${s.component} } from './screens/${s.component}';`);
  const entries = prototype.screens.map(
    (s) => `  ${JSON.stringify(s.route)}: { title: ${JSON.stringify(s.name)}, Screen: ${s.component} },`,
  );
  const first = JSON.stringify(prototype.screens[0]?.route ?? '');
  return `import { useEffect, type ComponentType } from 'react';
import { useRoute } from './router';
${imports.join('\n')}

const screens: Record<string, { title: string; Screen: ComponentType }> = {
${entries.join('\n')}
};

/** The screen of the route; the start screen when the route names none. */
export function App() {
  const route = useRoute();
  const shown = screens[route] ?? screens[${first}];
  useEffect(() => {
    document.title = shown.title;
  }, [shown]);
  return <shown.Screen />;
}
`;
}

/** The React project of a prototype (its images are listed in the prototype's screens, to be added under public/ by the caller). */
export function reactProject(app: App, prototype: ExportedPrototype = exportPrototype(app)): ExportFiles {
  const initial: Record<string, string | boolean> = {};
  for (const screen of prototype.screens)
    for (const bind of bindings(screen.element, []))
      if (bind.kind !== 'shown' && !(bind.key in initial)) initial[bind.key] = bind.initial;
  const files: ExportFiles = {
    'package.json': `${JSON.stringify(
      {
        name: packageName(prototype.name),
        private: true,
        version: '0.1.0',
        type: 'module',
        scripts: {
          dev: 'vite',
          build: 'vite build',
          preview: 'vite preview',
          check: 'tsc --noEmit',
          lint: 'eslint .',
        },
        dependencies: { react: EXPORT_VERSIONS.react, 'react-dom': EXPORT_VERSIONS['react-dom'] },
        devDependencies: {
          '@types/react': EXPORT_VERSIONS['@types/react'],
          '@types/react-dom': EXPORT_VERSIONS['@types/react-dom'],
          typescript: EXPORT_VERSIONS.typescript,
          vite: EXPORT_VERSIONS.vite,
          eslint: EXPORT_VERSIONS.eslint,
          '@eslint/js': EXPORT_VERSIONS['@eslint/js'],
          'typescript-eslint': EXPORT_VERSIONS['typescript-eslint'],
          'eslint-plugin-react': EXPORT_VERSIONS['eslint-plugin-react'],
          globals: EXPORT_VERSIONS.globals,
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': TSCONFIG,
    'vite.config.ts': VITE_CONFIG,
    'eslint.config.js': ESLINT_CONFIG,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${prototype.name.replace(/</g, '&lt;')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'README.md': exportReadme(prototype, 'react'),
    'src/main.tsx': MAIN,
    'src/App.tsx': appComponent(prototype),
    'src/router.ts': ROUTER,
    'src/validation.ts': VALIDATION,
    'src/store.ts': STORE(JSON.stringify(initial, null, 2)),
    'src/base.css': `${BASE_CSS}${toCss([prototype.tokens])}\n`,
  };
  const made = templateComponents(
    prototype.templates,
    prototype.screens.map((s) => s.element),
  );
  for (const component of made.components) {
    const name = component.template.component;
    files[`src/templates/${name}.tsx`] = templateComponent(component);
    files[`src/templates/${name}.css`] = `${toCss([component.template.rule])}\n`;
  }
  prototype.screens.forEach((screen, i) => {
    files[`src/screens/${screen.component}.tsx`] = screenComponent(screen, made.screens[i]!, made.components);
    files[`src/screens/${screen.component}.css`] = `${toCss(screen.rules)}\n`;
  });
  return files;
}
