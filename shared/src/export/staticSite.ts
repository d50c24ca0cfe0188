// The static site export: one page whose screens are hash routes (#/<screen>), one style sheet and a
// small script for the routes and the values inputs share. It opens from disk: no build, no network.
import type { App } from '../model/app';
import { BASE_CSS } from './baseCss';
import { exportPrototype, type ExportedPrototype, type ExportedScreen } from './exportScreens';
import { toCss, toHtml } from './markup';
import { exportReadme } from './readme';

/** Files by path in the export. */
export type ExportFiles = Record<string, string>;

const SCRIPT = `// Routes: #/<screen> shows that screen (the first one without a route); a button with
// data-go goes to its screen. Values: inputs bound to the same key share it; a data-kind="shown"
// text shows it.
(function () {
  var screens = Array.prototype.slice.call(document.querySelectorAll('[data-screen]'));
  var values = {};
  function show() {
    var route = location.hash.replace(/^#\\/?/, '');
    var known = screens.some(function (s) { return s.getAttribute('data-screen') === route; });
    screens.forEach(function (s, i) {
      var on = known ? s.getAttribute('data-screen') === route : i === 0;
      s.hidden = !on;
      if (on) document.title = s.getAttribute('aria-label');
    });
  }
  function share(key, value) {
    values[key] = value;
    document.querySelectorAll('[data-bind]').forEach(function (el) {
      if (el.getAttribute('data-bind') !== key) return;
      var kind = el.getAttribute('data-kind');
      if (kind === 'checked') el.checked = value === true;
      else if (kind === 'shown') el.textContent = value || el.getAttribute('data-fallback') || '';
      else if (el.value !== value) el.value = value;
    });
  }
  function changed(e) {
    var el = e.target;
    if (!el.getAttribute || !el.hasAttribute('data-bind')) return;
    share(el.getAttribute('data-bind'), el.getAttribute('data-kind') === 'checked' ? el.checked : el.value);
  }
  // Validation as in the player: a click with data-check goes only when the inputs of its screen
  // pass their constraints; failing ones take their error look and show their error messages until
  // they are corrected.
  function mark(field, valid) {
    if (valid) field.removeAttribute('aria-invalid');
    else field.setAttribute('aria-invalid', 'true');
    var widget = field.closest('.pl-widget');
    if (widget) widget.classList.toggle('pl-invalid', !valid);
  }
  function showMessages(screen) {
    screen.querySelectorAll('[data-error-for]').forEach(function (message) {
      message.hidden = !message.getAttribute('data-error-for').split(' ').some(function (id) {
        var field = document.getElementById(id);
        return field && field.getAttribute('aria-invalid') === 'true';
      });
    });
  }
  function passes(from) {
    var screen = from.closest('[data-screen]');
    var ok = true;
    screen.querySelectorAll('input, select, textarea').forEach(function (field) {
      var valid = field.checkValidity();
      mark(field, valid);
      ok = ok && valid;
    });
    showMessages(screen);
    return ok;
  }
  function corrected(e) {
    var field = e.target;
    if (field.getAttribute && field.getAttribute('aria-invalid') === 'true' && field.checkValidity()) {
      mark(field, true);
      showMessages(field.closest('[data-screen]'));
    }
  }
  document.addEventListener('input', changed);
  document.addEventListener('change', changed);
  document.addEventListener('input', corrected);
  document.addEventListener('change', corrected);
  document.addEventListener('click', function (e) {
    var checked = e.target.closest && e.target.closest('[data-check]');
    if (checked && !passes(checked)) return e.preventDefault();
    var button = e.target.closest && e.target.closest('[data-go]');
    if (button) location.hash = '#/' + button.getAttribute('data-go');
  });
  window.addEventListener('hashchange', show);
  show();
})();
`;

function page(prototype: ExportedPrototype): string {
  const screens = prototype.screens.map((screen, i) => {
    const element = { ...screen.element, attrs: { ...screen.element.attrs, hidden: i > 0 } };
    return toHtml(element, '    ');
  });
  const title = prototype.screens[0]?.name ?? prototype.name;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title.replace(/</g, '&lt;')}</title>
    <link rel="stylesheet" href="styles.css" />
  </head>
  <body>
${screens.join('\n')}
    <script src="app.js"></script>
  </body>
</html>
`;
}

/** The static site of a prototype (its images are listed in the prototype's screens, to be added by the caller). */
export function staticSite(app: App, prototype: ExportedPrototype = exportPrototype(app)): ExportFiles {
  const css = [
    BASE_CSS,
    toCss([prototype.tokens]),
    // each template's shared look (its instances are plain markup with its class)
    toCss(prototype.templates.map((t) => t.rule)),
    ...prototype.screens.map((s) => toCss(s.rules)),
  ].join('\n');
  return {
    'index.html': page(prototype),
    'styles.css': `${css}\n`,
    'app.js': SCRIPT,
    'README.md': exportReadme(prototype, 'site'),
  };
}

/** One screen's part of the static site, for a preview: its markup in index.html and its rules in styles.css. */
export function siteScreenCode(screen: ExportedScreen): ExportFiles {
  return {
    [`${screen.route}.html`]: `${toHtml(screen.element)}\n`,
    [`${screen.route}.css`]: `${toCss(screen.rules)}\n`,
  };
}
