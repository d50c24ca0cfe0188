// CSS that a test lays over a page (say, to hide overlays before comparing pixels). The pages'
// Content-Security-Policy allows no <style> element of ours, so the rules go in a constructed
// style sheet, which the policy does not govern. Runs in the page: page.evaluate(adoptStyles, css)
// or context.addInitScript(adoptStyles, css).
export function adoptStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
