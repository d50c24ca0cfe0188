// The style sheet every export starts with: the page as the player's (font, colour, box model) and
// the parts the widgets share, as render.css draws them. Its rules weigh no more than a widget's own
// class (:where), so a widget's rule wins wherever a bundler puts this sheet.
export const BASE_CSS = `:root {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1d1d24;
}
* {
  box-sizing: border-box;
}
html,
body {
  margin: 0;
}
.pl-screen {
  position: relative;
  overflow: hidden;
  margin: 0;
}
.pl-widget {
  position: absolute;
  display: flex;
  overflow: hidden;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0;
}
:where(button, a, h1, h2, p, label):where(.pl-widget) {
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-decoration: none;
  text-align: inherit;
}
:where(button, a, label):where(.pl-widget) {
  cursor: pointer;
}
.pl-widget[hidden] {
  display: none;
}
.pl-widget:focus-visible,
.pl-widget:has(:focus-visible) {
  outline: 2px solid #3b31c4;
  outline-offset: -2px;
}
.pl-text {
  display: block;
  width: 100%;
}
.pl-text-box {
  flex: none;
  width: 100%;
}
.pl-fill {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
}
.pl-bg {
  object-fit: cover;
}
.pl-input {
  width: 100%;
  height: 100%;
  border: 0;
  padding: 0;
  margin: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-align: inherit;
  outline: none;
  resize: none;
}
.pl-input::placeholder {
  color: inherit;
  opacity: 0.55;
}
.pl-sr {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
.pl-icon {
  flex: none;
}
.pl-row {
  display: inline-flex;
  align-items: center;
  max-width: 100%;
}
.pl-mark {
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
}
.pl-mark svg {
  display: none;
}
input:checked + .pl-mark svg {
  display: block;
}
.pl-one-line {
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.pl-caret {
  display: block;
}
.pl-select {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  font: inherit;
}
`;
