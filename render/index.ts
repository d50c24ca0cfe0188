// @protolab/render: the one React DOM renderer of a prototype's screens and every widget type, for
// the player (played) and each workbench view (display-only). It imports React and
// @protolab/shared; shared never imports it, and stays free of DOM and React.
import './render.css';

export { preloadIcons } from './parts/IconGlyph';
export { PrototypeScreen, type PrototypeScreenProps } from './PrototypeScreen';
export { RenderEnvironmentProvider, defaultEnvironment, type RenderEnvironment } from './RenderContext';
export { loadAllWidgetRenderers, loadWidgetRenderers, useWidgetRenderers, widgetTypesOf } from './renderers';
export { background, boxCss, textCss } from './styleCss';
export type { ValueStep } from './widgetRenderer';
